import { describe, expect, it } from 'vitest';
import {
  filterSales,
  initialsOf,
  type PartnerSale,
  SalesQuerySchema,
  summarizeSales,
} from './partner-sales.js';
import { csvCell, salesCsv } from './sales-csv.js';

const sale = (overrides: Partial<PartnerSale>): PartnerSale => ({
  orderId: '00000000-0000-4000-8000-00000000000a',
  reference: 'VOL-1',
  agentId: 'vad@voltaire.demo',
  agentName: 'Vendeur à domicile',
  channel: 'doorToDoor',
  status: 'draft',
  customer: 'J. D.',
  customerEmail: 'j•••@example.fr',
  customerPhone: '06 •• •• •• 78',
  energy: 'electricity',
  createdOn: '2026-11-02',
  signedOn: null,
  ...overrides,
});

describe('the partner’s sales report', () => {
  const sales = [
    sale({ reference: 'A', status: 'signed', createdOn: '2026-11-02', signedOn: '2026-11-03' }),
    sale({ reference: 'B', status: 'draft', createdOn: '2026-11-03' }),
    sale({
      reference: 'C',
      agentId: 'autre@pap.example',
      agentName: 'Autre vendeur',
      status: 'withdrawn',
      createdOn: '2026-10-30',
      signedOn: '2026-11-01',
    }),
    sale({ reference: 'D', status: 'signed', createdOn: '2026-10-01', signedOn: '2026-10-02' }),
  ];

  it('counts sales started or signed in the period, conversion, withdrawals, signatures per day and agent', () => {
    const report = summarizeSales(sales, '2026-11-01', '2026-11-04');
    expect(report.sales.map(({ reference }) => reference)).toEqual(['A', 'B', 'C']);
    expect(report.conversion).toEqual({ created: 2, signed: 1, rate: 0.5 });
    expect(report.withdrawals).toBe(1);
    expect(report.counts).toMatchObject({ signed: 1, draft: 1, withdrawn: 1, sent: 0 });
    expect(report.signedPerDay).toEqual([
      { date: '2026-11-01', signed: 1 },
      { date: '2026-11-02', signed: 0 },
      { date: '2026-11-03', signed: 1 },
      { date: '2026-11-04', signed: 0 },
    ]);
    expect(report.byAgent).toEqual([
      { agentId: 'autre@pap.example', agentName: 'Autre vendeur', created: 0, signed: 1, withdrawn: 1 },
      { agentId: 'vad@voltaire.demo', agentName: 'Vendeur à domicile', created: 2, signed: 1, withdrawn: 0 },
    ]);
  });

  it('filters by agent, channel and status', () => {
    expect(filterSales(sales, { agent: 'autre@pap.example' }).map(({ reference }) => reference)).toEqual([
      'C',
    ]);
    expect(filterSales(sales, { status: 'signed', channel: 'doorToDoor' })).toHaveLength(2);
    expect(filterSales(sales, { channel: 'telesales' })).toEqual([]);
  });

  it('refuses a period that ends before it starts or lasts more than a year', () => {
    expect(
      SalesQuerySchema.safeParse({ from: '2026-11-04', to: '2026-11-01' }).error?.issues[0],
    ).toMatchObject({
      path: ['to'],
      message: 'La fin de la période précède son début.',
    });
    expect(
      SalesQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).error?.issues[0]?.message,
    ).toBe('La période ne peut pas dépasser un an.');
    expect(SalesQuerySchema.safeParse({ from: '2025-01-01', to: '2025-12-31' }).success).toBe(true);
  });

  it('masks the customer to initials', () => {
    expect(initialsOf('Jeanne Dupont')).toBe('J. D.');
    expect(initialsOf('élodie le-goff')).toBe('É. L. G.');
    expect(initialsOf(null)).toBeNull();
  });
});

describe('the CSV export', () => {
  it('writes one line per sale for a French spreadsheet, with masked data', () => {
    const csv = salesCsv([sale({ reference: 'VOL-9', status: 'signed', signedOn: '2026-11-03' })]);
    expect(csv.split('\r\n')).toEqual([
      'Référence;Créée le;Signée le;Conseiller;E-mail du conseiller;Canal;Statut;Client (initiales);E-mail du client (masqué);Téléphone du client (masqué);Énergie',
      'VOL-9;02/11/2026;03/11/2026;Vendeur à domicile;vad@voltaire.demo;Vente à domicile;Signée;J. D.;j•••@example.fr;06 •• •• •• 78;Électricité',
      '',
    ]);
  });

  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33 6')).toBe("'+33 6");
    expect(csvCell('Dupont; Fils')).toBe('"Dupont; Fils"');
    expect(csvCell(null)).toBe('');
  });
});
