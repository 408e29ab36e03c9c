import {
  formatEuros,
  formatFrenchDate,
  formatPricePerKwh,
  INVOICE_TYPE_LABELS,
  type InvoiceEnergy,
  type InvoiceLine,
  type InvoiceSample,
  type InvoiceType,
  invoiceLineCents,
  invoiceTotals,
} from '@voltaire/domain';
import { invoiceZones, ZONE } from './invoice-zones.js';

/**
 * The sample invoices of the tutorial: a 6 kVA Base electricity customer and a gas heating customer, on one
 * of our fixed offers. Prices are the example's, excluding VAT, in hundred-thousandths of a euro.
 */
const PRICES = {
  electricity: {
    offer: 'Électricité Fixe, 6 kVA, option Base',
    subscription: 1_042_000,
    kwh: 12_960,
    excise: 2_998,
    cta: 193_000,
  },
  gas: {
    offer: 'Gaz Fixe, usage chauffage',
    subscription: 1_950_000,
    kwh: 8_420,
    excise: 1_716,
    cta: 260_000,
  },
} as const;
const GAS_KWH_PER_M3 = 11.2;

interface Reading {
  date: string;
  index: number;
  kind: 'réel' | 'estimé' | 'de résiliation';
}

interface Scenario {
  invoiceNumber: string;
  from: string;
  to: string;
  /** Months of subscription billed (a closing invoice counts a part of a month). */
  months: number;
  previous: Reading;
  current: Reading;
  alreadyPaidCents: number;
}

const SCENARIOS: Record<InvoiceEnergy, Record<InvoiceType, Scenario>> = {
  electricity: {
    estimated: {
      invoiceNumber: 'FE-2026-0301',
      from: '2026-01-01',
      to: '2026-02-28',
      months: 2,
      previous: { date: '2025-12-31', index: 24_310, kind: 'réel' },
      current: { date: '2026-02-28', index: 25_090, kind: 'estimé' },
      alreadyPaidCents: 0,
    },
    actual: {
      invoiceNumber: 'FE-2026-0502',
      from: '2026-03-01',
      to: '2026-04-30',
      months: 2,
      previous: { date: '2026-02-28', index: 25_090, kind: 'estimé' },
      current: { date: '2026-04-30', index: 25_612, kind: 'réel' },
      alreadyPaidCents: 0,
    },
    annualRegularisation: {
      invoiceNumber: 'FE-2026-0503',
      from: '2025-05-01',
      to: '2026-04-30',
      months: 12,
      previous: { date: '2025-04-30', index: 20_632, kind: 'réel' },
      current: { date: '2026-04-30', index: 25_612, kind: 'réel' },
      alreadyPaidCents: 12 * 9_500,
    },
    closing: {
      invoiceNumber: 'FE-2026-0704',
      from: '2026-05-01',
      to: '2026-06-15',
      months: 1.5,
      previous: { date: '2026-04-30', index: 25_612, kind: 'réel' },
      current: { date: '2026-06-15', index: 26_022, kind: 'de résiliation' },
      alreadyPaidCents: 9_500,
    },
  },
  gas: {
    estimated: {
      invoiceNumber: 'FG-2026-0301',
      from: '2026-01-01',
      to: '2026-02-28',
      months: 2,
      previous: { date: '2025-12-31', index: 8_412, kind: 'réel' },
      current: { date: '2026-02-28', index: 8_732, kind: 'estimé' },
      alreadyPaidCents: 0,
    },
    actual: {
      invoiceNumber: 'FG-2026-0502',
      from: '2026-03-01',
      to: '2026-04-30',
      months: 2,
      previous: { date: '2026-02-28', index: 8_732, kind: 'estimé' },
      current: { date: '2026-04-30', index: 8_922, kind: 'réel' },
      alreadyPaidCents: 0,
    },
    annualRegularisation: {
      invoiceNumber: 'FG-2026-0503',
      from: '2025-05-01',
      to: '2026-04-30',
      months: 12,
      previous: { date: '2025-04-30', index: 7_742, kind: 'réel' },
      current: { date: '2026-04-30', index: 8_922, kind: 'réel' },
      alreadyPaidCents: 12 * 13_000,
    },
    closing: {
      invoiceNumber: 'FG-2026-0704',
      from: '2026-05-01',
      to: '2026-06-15',
      months: 1.5,
      previous: { date: '2026-04-30', index: 8_922, kind: 'réel' },
      current: { date: '2026-06-15', index: 8_957, kind: 'de résiliation' },
      alreadyPaidCents: 13_000,
    },
  },
};

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const months = (count: number) => `${NUMBER.format(count)} mois`;

function linesOf(energy: InvoiceEnergy, scenario: Scenario): { kwh: number; lines: InvoiceLine[] } {
  const prices = PRICES[energy];
  const metered = scenario.current.index - scenario.previous.index;
  const kwh = energy === 'gas' ? Math.round(metered * GAS_KWH_PER_M3) : metered;
  const volume =
    energy === 'gas' ? `${NUMBER.format(metered)} m³ × ${NUMBER.format(GAS_KWH_PER_M3)} kWh/m³ = ` : '';
  return {
    kwh,
    lines: [
      {
        label: 'Abonnement',
        detail: `${months(scenario.months)} × ${formatEuros(invoiceLineCents(1, prices.subscription))}`,
        amountCents: invoiceLineCents(scenario.months, prices.subscription),
      },
      {
        label: 'Consommation',
        detail: `${volume}${NUMBER.format(kwh)} kWh × ${formatPricePerKwh(prices.kwh)}`,
        amountCents: invoiceLineCents(kwh, prices.kwh),
      },
      {
        label: energy === 'electricity' ? 'Accise sur l’électricité' : 'Accise sur le gaz naturel',
        detail: `${NUMBER.format(kwh)} kWh × ${formatPricePerKwh(prices.excise)}`,
        amountCents: invoiceLineCents(kwh, prices.excise),
      },
      {
        label: 'Contribution tarifaire d’acheminement (CTA)',
        detail: `${months(scenario.months)} × ${formatEuros(invoiceLineCents(1, prices.cta))}`,
        amountCents: invoiceLineCents(scenario.months, prices.cta),
      },
    ],
  };
}

/** The annotated sample of one energy and invoice type. */
export function invoiceSample(energy: InvoiceEnergy, type: InvoiceType): InvoiceSample {
  const scenario = SCENARIOS[energy][type];
  const { lines } = linesOf(energy, scenario);
  const [subscription, consumption, excise, cta] = lines as [
    InvoiceLine,
    InvoiceLine,
    InvoiceLine,
    InvoiceLine,
  ];
  const totals = invoiceTotals(lines, scenario.alreadyPaidCents);
  const unit = energy === 'gas' ? ' m³' : ' kWh';
  const reading = (label: string, value: Reading) => ({
    label,
    value: `${NUMBER.format(value.index)}${unit} (${value.kind}, le ${formatFrenchDate(value.date)})`,
    zone: ZONE.readings,
  });
  return {
    energy,
    type,
    title: `${INVOICE_TYPE_LABELS[type]} — ${energy === 'electricity' ? 'électricité' : 'gaz naturel'}`,
    facts: [
      { label: 'Facture n°', value: scenario.invoiceNumber, zone: ZONE.references },
      { label: 'Référence client', value: 'CL-0042-7781', zone: ZONE.references },
      {
        label: energy === 'electricity' ? 'Point de livraison (PDL)' : 'Point de comptage (PCE)',
        value: energy === 'electricity' ? '09 1234 5678 9012' : 'GI 123 456',
        zone: ZONE.references,
      },
      { label: 'Offre', value: PRICES[energy].offer, zone: ZONE.references },
      {
        label: 'Période',
        value: `du ${formatFrenchDate(scenario.from)} au ${formatFrenchDate(scenario.to)}`,
        zone: ZONE.period,
      },
      { label: 'Type de facture', value: INVOICE_TYPE_LABELS[type], zone: ZONE.period },
      reading('Ancien index', scenario.previous),
      reading(type === 'closing' ? 'Index de résiliation' : 'Nouvel index', scenario.current),
    ],
    sections: [
      { title: 'Abonnement', zone: ZONE.subscription, lines: [subscription] },
      { title: 'Consommation', zone: ZONE.consumption, lines: [consumption] },
      { title: 'Taxes', zone: ZONE.excise, lines: [excise] },
      { title: 'Contributions', zone: ZONE.cta, lines: [cta] },
    ],
    totals: { ...totals, zone: ZONE.total, vatZone: ZONE.vat },
    payment: {
      text:
        totals.balanceCents < 0
          ? `Remboursement de ${formatEuros(-totals.balanceCents)} par virement sous 15 jours.`
          : `Prélèvement de ${formatEuros(totals.balanceCents)} le ${formatFrenchDate(paymentDate(scenario.to))}.`,
      zone: ZONE.payment,
    },
    zones: invoiceZones(energy, type),
  };
}

function paymentDate(periodEnd: string): string {
  const date = new Date(`${periodEnd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 20);
  return date.toISOString().slice(0, 10);
}
