import { describe, expect, it } from 'vitest';
import type { Quote } from '../pricing/quote.js';
import {
  compareOffers,
  consumptionForOption,
  offerChangeEffectiveDate,
  pendingChangeMessage,
  yearlyDifferenceText,
} from './offer-change.js';

const quote = (offerId: string, annualTotalCents: number, kva = 6): Quote =>
  ({
    offerId,
    offerName: offerId,
    kva,
    option: 'BASE',
    annualTotalCents,
    differenceVsRegulatedCents: annualTotalCents - 60_000,
  }) as Quote;

describe('offer change', () => {
  it('takes effect the next day on a communicating meter, else on the first of next month', () => {
    expect(offerChangeEffectiveDate('2026-03-10', { communicatingMeter: true })).toBe('2026-03-11');
    expect(offerChangeEffectiveDate('2026-03-10', { communicatingMeter: false })).toBe('2026-04-01');
    expect(offerChangeEffectiveDate('2026-12-31', { communicatingMeter: false })).toBe('2027-01-01');
  });

  it('compares offers cheapest first, and says plainly which would cost more', () => {
    const current = quote('elec-indexe', 55_000);
    const rows = compareOffers(
      current,
      [quote('elec-vert', 58_000), quote('elec-fixe', 52_000), current],
      'elec-indexe',
    );
    expect(rows.map((row) => [row.offerId, row.differenceVsCurrentCents, row.verdict])).toEqual([
      ['elec-fixe', -3_000, 'Moins chère que votre offre actuelle : 30\u00A0€ de moins par an.'],
      ['elec-indexe', 0, 'Votre offre actuelle.'],
      ['elec-vert', 3_000, 'Plus chère que votre offre actuelle : 30\u00A0€ de plus par an.'],
    ]);
    expect(yearlyDifferenceText(40)).toBe('le même prix par an');
  });

  it('splits a Base consumption for HP/HC, and sums a split for Base', () => {
    expect(consumptionForOption({ baseKwh: 2_000 }, 'HPHC')).toEqual({ hpKwh: 1_300, hcKwh: 700 });
    expect(consumptionForOption({ hpKwh: 1_300, hcKwh: 700 }, 'BASE')).toEqual({ baseKwh: 2_000 });
  });

  it('shows the change in progress', () => {
    expect(
      pendingChangeMessage({ kind: 'moving', reference: 'VOL-1', status: 'draft', effectiveDate: null }),
    ).toBe(
      'Un déménagement est déjà en cours sur ce contrat (VOL-1, pas encore signé). Terminez-le ou abandonnez-le avant d’en commencer un autre.',
    );
  });
});
