import type { Energy } from '../energy/delivery-point-id.js';
import type { PricingOption } from '../energy/subscribed-power.js';
import type { EnergyBand } from './quote.js';

/** French labels of the pricing vocabulary, for screens and API answers. */
export const ENERGY_LABELS = {
  electricity: 'Électricité',
  gas: 'Gaz',
} as const satisfies Record<Energy, string>;

export const PRICING_OPTION_LABELS = {
  BASE: 'Base',
  HPHC: 'Heures pleines / Heures creuses',
} as const satisfies Record<PricingOption, string>;

export const ENERGY_BAND_LABELS = {
  base: 'Prix du kWh',
  hp: 'Heures pleines',
  hc: 'Heures creuses',
} as const satisfies Record<EnergyBand, string>;
