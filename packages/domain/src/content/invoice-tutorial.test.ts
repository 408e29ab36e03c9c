import { expect, it } from 'vitest';
import { invoiceLineCents, invoiceTotals } from './invoice-tutorial.js';

it('prices a line to the cent, half up: 780 kWh × 0,1296 € = 101,09 €', () => {
  expect(invoiceLineCents(780, 12_960)).toBe(10_109);
  expect(invoiceLineCents(2, 1_042_000)).toBe(2_084);
});

it('adds VAT at 20 % on every line and deducts the instalments already paid', () => {
  const lines = [
    { label: 'Abonnement', detail: '', amountCents: 2_084 },
    { label: 'Consommation', detail: '', amountCents: 10_109 },
  ];
  expect(invoiceTotals(lines, 10_000)).toEqual({
    excludingVatCents: 12_193,
    vatCents: 2_439,
    includingVatCents: 14_632,
    alreadyPaidCents: 10_000,
    balanceCents: 4_632,
  });
});
