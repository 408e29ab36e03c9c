import { describe, expect, it } from 'vitest';
import { PRICING_OPTIONS } from '../energy/subscribed-power.js';
import { ENERGIES } from './offer.js';
import { ENERGY_BAND_LABELS, ENERGY_LABELS, PRICING_OPTION_LABELS } from './pricing-labels.js';

describe('pricing labels', () => {
  it('label every energy, option and band in French', () => {
    expect(ENERGIES.map((energy) => ENERGY_LABELS[energy])).toEqual(['Électricité', 'Gaz']);
    expect(PRICING_OPTIONS.map((option) => PRICING_OPTION_LABELS[option])).toEqual([
      'Base',
      'Heures pleines / Heures creuses',
    ]);
    expect(Object.values(ENERGY_BAND_LABELS)).toEqual(['Prix du kWh', 'Heures pleines', 'Heures creuses']);
  });
});
