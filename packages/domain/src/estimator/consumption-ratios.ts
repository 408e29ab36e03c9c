import type { HousingType } from './housing-type.js';

/**
 * The ratios of the consumption estimator, as data. They are CONSERVATIVE on purpose: the
 * customers' top complaint is a monthly payment set too low and a catch-up bill at the yearly
 * reading, so each ratio sits at the upper end of the usual French figures (ADEME / CEREN orders
 * of magnitude for homes built before the 2012 thermal rules), and every total is rounded up.
 */
export const CONSUMPTION_RATIOS = {
  /**
   * Space heating, kWh per m² per year, by heating energy and housing type. Electricity is
   * direct-effect heating (convectors, efficiency ≈ 1; a heat pump consumes less, so the estimate
   * stays on the safe side). Gas is the same need through a boiler of ≈ 85 % efficiency
   * (80 / 0.85 ≈ 95, 100 / 0.85 ≈ 120). A house loses more heat than a flat (more walls, a roof).
   */
  heatingKwhPerM2: {
    electricity: { flat: 80, house: 100 },
    gas: { flat: 95, house: 120 },
  } satisfies Record<'electricity' | 'gas', Record<HousingType, number>>,
  /** Hot water, kWh per occupant per year (≈ 50 l/day at 40 °C, plus tank or boiler losses). */
  hotWaterKwhPerOccupant: { electricity: 800, gas: 950 },
  /** Cooking, kWh per year: a fixed part per household plus a part per occupant. */
  cookingKwh: {
    electricity: { perHousehold: 100, perOccupant: 100 },
    gas: { perHousehold: 150, perOccupant: 120 },
  },
  /**
   * Specific electricity (appliances, cold, washing, lighting, multimedia), kWh per year: a fixed
   * part by housing type (a house has more lighting, pumps, outdoor uses) plus a part per occupant.
   */
  specificUsesKwh: {
    perHousehold: { flat: 600, house: 900 } satisfies Record<HousingType, number>,
    perOccupant: 400,
  },
  /** Electric car: kWh per 100 km at the plug (WLTP ≈ 15, plus ≈ 10 % charging losses). */
  electricCarKwhPer100Km: 17,
  /** Every annual total is rounded UP to this step, in kWh. */
  roundUpToKwh: 100,
  /**
   * Share of each use falling in off-peak hours (8 HC hours a day), in %. Kept low so that the
   * suggested split does not overstate the cheaper hours: the HC total is rounded DOWN to 100 kWh.
   */
  offPeakSharePercent: { heating: 30, hotWater: 80, cooking: 10, specificUses: 25, electricCar: 80 },
} as const;

/**
 * Power sizing, in kVA, added up then rounded up to an allowed subscribed power.
 * - `base`: lighting, appliances and small simultaneous loads;
 * - `electricCooking`: oven and hob; `electricHotWater`: a water heater (usually off-peak);
 * - `electricHeatingWattsPerM2`: the heating load at the same time (a 100 m² house → 7.5 kVA);
 * - `minimum`: we never recommend 3 kVA (it trips as soon as a heater and an oven run together);
 * - `electricCarCharger`: a 7.4 kW wallbox with load-shedding adds at least one step: the power
 *   recommended without the car + 3 kVA, rounded up, capped at `maximum`.
 */
export const POWER_RATIOS = {
  baseKva: 3,
  electricCookingKva: 2,
  electricHotWaterKva: 1,
  electricHeatingWattsPerM2: { flat: 60, house: 75 } satisfies Record<HousingType, number>,
  minimumKva: 6,
  electricCarChargerKva: 3,
  /**
   * With a charger of known power, the load-shedder gives back up to this much when the household draws:
   * the charger adds its power beyond it (7.4 kW → 3 kVA, as above; 11 kW → 6.6 kVA; a 2.3 kW socket → 0).
   */
  chargerLoadSheddingKva: 4.4,
  maximumKva: 36,
} as const;
