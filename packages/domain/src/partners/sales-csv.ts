import { AGENT_SALE_STATUS_LABELS } from '../agent/agent-sale.js';
import { formatFrenchDate } from '../calendar/french-date.js';
import { SALES_CHANNEL_LABELS } from '../eligibility/eligibility-fields.js';
import { ENERGY_LABELS } from '../pricing/pricing-labels.js';
import type { PartnerSale } from './partner-sales.js';

const HEADER = [
  'Référence',
  'Créée le',
  'Signée le',
  'Conseiller',
  'E-mail du conseiller',
  'Canal',
  'Statut',
  'Client (initiales)',
  'E-mail du client (masqué)',
  'Téléphone du client (masqué)',
  'Énergie',
];

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a leading `= + - @` (or tab, carriage
 * return) is neutralised with a quote mark, so that a spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The sales as CSV for a French spreadsheet: `;` between cells, CRLF lines, dates dd/MM/yyyy, data masked. */
export function salesCsv(sales: readonly PartnerSale[]): string {
  const rows = sales.map((sale) => [
    sale.reference,
    formatFrenchDate(sale.createdOn),
    sale.signedOn ? formatFrenchDate(sale.signedOn) : '',
    sale.agentName,
    sale.agentId,
    SALES_CHANNEL_LABELS[sale.channel],
    AGENT_SALE_STATUS_LABELS[sale.status],
    sale.customer,
    sale.customerEmail,
    sale.customerPhone,
    sale.energy ? ENERGY_LABELS[sale.energy] : '',
  ]);
  return `${[HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
