import { z } from 'zod';
import {
  type PricingOption,
  roundUpSubscribedPower,
  type SubscribedPowerError,
} from '../energy/subscribed-power.js';
import {
  GAS_USAGE_CLASS_LABELS,
  type GasUsageClass,
  type GasUsageClassError,
  gasUsageClass,
} from '../pricing/gas-usage-class.js';
import { formatKwh } from '../pricing/money.js';
import { fail, ok, type Result } from '../result.js';
import { CONSUMPTION_RATIOS, POWER_RATIOS } from './consumption-ratios.js';
import { CHARGER_POWER_LABELS, ElectricCarSchema, electricCarLoad } from './electric-car-charging.js';
import { HousingTypeSchema } from './housing-type.js';

/** The energy of one use (heating, hot water, cooking); `other`: wood, fuel oil, heat network… */
export const USAGE_ENERGIES = ['electricity', 'gas', 'other'] as const;
export type UsageEnergy = (typeof USAGE_ENERGIES)[number];
export const USAGE_ENERGY_LABELS = {
  electricity: 'Électricité',
  gas: 'Gaz',
  other: 'Autre (bois, fioul, réseau de chaleur…)',
} as const satisfies Record<UsageEnergy, string>;

const usageEnergy = (error: string) => z.enum(USAGE_ENERGIES, { error });

export const EstimatorInputSchema = z.object({
  housingType: HousingTypeSchema,
  surfaceM2: z
    .number({ error: 'Indiquez la surface du logement en m²' })
    .min(9, { error: 'La surface doit être d’au moins 9 m²' })
    .max(1_000, { error: 'Au-delà de 1 000 m², contactez-nous' }),
  occupants: z
    .int({ error: 'Indiquez le nombre d’occupants' })
    .min(1, { error: 'Le logement compte au moins 1 occupant' })
    .max(20, { error: 'Au-delà de 20 occupants, contactez-nous' }),
  heatingEnergy: usageEnergy('Choisissez l’énergie de chauffage'),
  hotWaterEnergy: usageEnergy('Choisissez l’énergie de l’eau chaude'),
  cookingEnergy: usageEnergy('Choisissez l’énergie de cuisson'),
  electricCar: ElectricCarSchema.optional(),
});
export type EstimatorInput = z.infer<typeof EstimatorInputSchema>;

export type ElectricityBreakdown = {
  heating: number;
  hotWater: number;
  cooking: number;
  specificUses: number;
  electricCar: number;
};
export type GasBreakdown = { heating: number; hotWater: number; cooking: number };

export type ConsumptionEstimate = {
  /** The input it was made from, so that it can be re-evaluated (`reevaluateElectricCarProfile`). */
  input: EstimatorInput;
  electricity: {
    /** Rounded up to the next 100 kWh. */
    annualKwh: number;
    /** Suggested split: HC rounded down to 100 kWh, HP the rest (hpKwh + hcKwh = annualKwh). */
    hpKwh: number;
    hcKwh: number;
    breakdown: ElectricityBreakdown;
  };
  gas: {
    /** Rounded up to the next 100 kWh; 0 when no use is on gas. */
    annualKwh: number;
    usageClass: GasUsageClass | null;
    breakdown: GasBreakdown;
  };
  recommendedKva: number;
  recommendedOption: PricingOption;
  /** Why, in French, line by line. */
  explanation: string[];
};

export type EstimateError = 'INVALID_ESTIMATOR_INPUT' | SubscribedPowerError | GasUsageClassError;

/** Whole kWh, rounded up; the 1e-6 guard keeps 62.5 × 95 from becoming 5,938.000000001. */
function ceilKwh(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

function roundUpToStep(kwh: number): number {
  const step = CONSUMPTION_RATIOS.roundUpToKwh;
  return Math.ceil(kwh / step) * step;
}

const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const m2 = (surface: number) => `${DECIMAL.format(surface)}\u00A0m²`;
const kva = (value: number) => `${DECIMAL.format(value)}\u00A0kVA`;

function sumOf(values: Record<string, number>): number {
  return Object.values(values).reduce((total, value) => total + value, 0);
}

/**
 * Estimates a household's yearly consumption, and recommends a subscribed power and an option.
 * Conservative by design (see `CONSUMPTION_RATIOS`); explains itself in French. The input is
 * checked with `EstimatorInputSchema` (French messages); a power beyond 36 kVA or a gas use beyond
 * 150,000 kWh comes back as the failure of `roundUpSubscribedPower` / `gasUsageClass`.
 */
export function estimateConsumption(rawInput: EstimatorInput): Result<ConsumptionEstimate, EstimateError> {
  const parsed = EstimatorInputSchema.safeParse(rawInput);
  if (!parsed.success) {
    return fail('INVALID_ESTIMATOR_INPUT', parsed.error.issues.map((issue) => issue.message).join(' ; '));
  }
  const input = parsed.data;
  const { housingType, surfaceM2, occupants, heatingEnergy, hotWaterEnergy, cookingEnergy, electricCar } =
    input;
  const ratios = CONSUMPTION_RATIOS;
  const explanation: string[] = [];
  const people = occupants === 1 ? '1 occupant' : `${occupants} occupants`;

  const heating = (energy: 'electricity' | 'gas') =>
    heatingEnergy === energy ? ceilKwh(surfaceM2 * ratios.heatingKwhPerM2[energy][housingType]) : 0;
  const hotWater = (energy: 'electricity' | 'gas') =>
    hotWaterEnergy === energy ? occupants * ratios.hotWaterKwhPerOccupant[energy] : 0;
  const cooking = (energy: 'electricity' | 'gas') =>
    cookingEnergy === energy
      ? ratios.cookingKwh[energy].perHousehold + occupants * ratios.cookingKwh[energy].perOccupant
      : 0;

  const carSharePercent = electricCar ? Math.round(electricCar.homeChargingShare * 100) : 0;
  const chargesAtHome = electricCar !== undefined && electricCar.yearlyKm > 0 && carSharePercent > 0;
  const carLoad = electricCar && chargesAtHome ? electricCarLoad(electricCar) : undefined;
  const electricity: ElectricityBreakdown = {
    heating: heating('electricity'),
    hotWater: hotWater('electricity'),
    cooking: cooking('electricity'),
    specificUses:
      ratios.specificUsesKwh.perHousehold[housingType] + occupants * ratios.specificUsesKwh.perOccupant,
    electricCar: carLoad?.yearlyKwh ?? 0,
  };
  const gas: GasBreakdown = { heating: heating('gas'), hotWater: hotWater('gas'), cooking: cooking('gas') };

  // Electricity, use by use.
  for (const energy of ['electricity', 'gas'] as const) {
    const adjective = energy === 'electricity' ? 'électrique' : 'au gaz';
    const breakdown = energy === 'electricity' ? electricity : gas;
    if (breakdown.heating > 0) {
      explanation.push(
        `Chauffage ${adjective} : ${m2(surfaceM2)} × ${ratios.heatingKwhPerM2[energy][housingType]}\u00A0kWh/m²/an = ${formatKwh(breakdown.heating)}`,
      );
    }
    if (breakdown.hotWater > 0) {
      explanation.push(
        `Eau chaude ${adjective} : ${people} × ${formatKwh(ratios.hotWaterKwhPerOccupant[energy])} = ${formatKwh(breakdown.hotWater)}`,
      );
    }
    if (breakdown.cooking > 0) {
      const { perHousehold, perOccupant } = ratios.cookingKwh[energy];
      explanation.push(
        `Cuisson ${adjective} : ${formatKwh(perHousehold)} + ${people} × ${formatKwh(perOccupant)} = ${formatKwh(breakdown.cooking)}`,
      );
    }
  }
  explanation.push(
    `Électroménager, éclairage et multimédia : ${formatKwh(ratios.specificUsesKwh.perHousehold[housingType])} + ${people} × ${formatKwh(ratios.specificUsesKwh.perOccupant)} = ${formatKwh(electricity.specificUses)}`,
  );
  if (electricCar && carLoad) {
    const perHundred = electricCar.consumptionKwhPer100Km ?? ratios.electricCarKwhPer100Km;
    explanation.push(
      `Voiture électrique : ${DECIMAL.format(electricCar.yearlyKm)}\u00A0km × ${DECIMAL.format(perHundred)}\u00A0kWh/100\u00A0km × ${carSharePercent}\u00A0% de recharge à domicile = ${formatKwh(electricity.electricCar)}`,
    );
  }

  const electricityKwh = roundUpToStep(sumOf(electricity));
  const shares = ratios.offPeakSharePercent;
  const offPeakTimes100 =
    electricity.heating * shares.heating +
    electricity.hotWater * shares.hotWater +
    electricity.cooking * shares.cooking +
    electricity.specificUses * shares.specificUses +
    electricity.electricCar * (carLoad?.offPeakSharePercent ?? shares.electricCar);
  const hcKwh = Math.min(
    Math.floor(offPeakTimes100 / 100 / ratios.roundUpToKwh) * ratios.roundUpToKwh,
    electricityKwh,
  );
  const hpKwh = electricityKwh - hcKwh;
  explanation.push(
    `Électricité : ${formatKwh(electricityKwh)} par an, arrondi à la centaine supérieure (estimation volontairement prudente pour ne pas sous-estimer vos mensualités)`,
  );

  const gasKwh = roundUpToStep(sumOf(gas));
  let gasClass: GasUsageClass | null = null;
  if (gasKwh > 0) {
    const usageClass = gasUsageClass(gasKwh);
    if (!usageClass.ok) return usageClass;
    gasClass = usageClass.value;
    explanation.push(
      `Gaz : ${formatKwh(gasKwh)} par an, arrondi à la centaine supérieure — classe ${GAS_USAGE_CLASS_LABELS[gasClass]}`,
    );
  } else {
    explanation.push('Gaz : aucun usage au gaz déclaré');
  }

  // Option: HP/HC pays off when a large use can run in off-peak hours.
  const reasons = [
    heatingEnergy === 'electricity' ? 'chauffage électrique' : null,
    hotWaterEnergy === 'electricity' ? 'eau chaude électrique' : null,
    chargesAtHome ? 'recharge de la voiture à domicile' : null,
  ].filter((reason): reason is string => reason !== null);
  const option: PricingOption = reasons.length > 0 ? 'HPHC' : 'BASE';
  if (option === 'HPHC') {
    explanation.push(
      `Option conseillée : Heures pleines / Heures creuses (${reasons.join(', ')}) — dont environ ${formatKwh(hcKwh)} en heures creuses et ${formatKwh(hpKwh)} en heures pleines`,
    );
  } else {
    explanation.push('Option conseillée : Base (aucun gros usage à programmer en heures creuses)');
  }

  // Power: simultaneous loads added up, then rounded up to an allowed step.
  const parts: Array<[string, number]> = [['base', POWER_RATIOS.baseKva]];
  if (cookingEnergy === 'electricity') parts.push(['cuisson', POWER_RATIOS.electricCookingKva]);
  if (hotWaterEnergy === 'electricity') parts.push(['eau chaude', POWER_RATIOS.electricHotWaterKva]);
  if (heatingEnergy === 'electricity') {
    const wattsPerM2 = POWER_RATIOS.electricHeatingWattsPerM2[housingType];
    parts.push([`chauffage ${m2(surfaceM2)} × ${wattsPerM2}\u00A0W/m²`, (surfaceM2 * wattsPerM2) / 1_000]);
  }
  const rawKva = parts.reduce((total, [, value]) => total + value, 0);
  const withoutCar = roundUpSubscribedPower(Math.max(rawKva, POWER_RATIOS.minimumKva), option);
  if (!withoutCar.ok) return withoutCar;
  const detail = parts.map(([label, value]) => `${label} ${kva(value)}`).join(' + ');
  const minimumNote =
    rawKva < POWER_RATIOS.minimumKva ? `, porté au minimum conseillé de ${kva(POWER_RATIOS.minimumKva)}` : '';
  explanation.push(
    `Puissance des usages simultanés : ${detail} = ${kva(rawKva)}${minimumNote}, soit ${kva(withoutCar.value)}`,
  );

  let recommendedKva = withoutCar.value;
  if (electricCar && carLoad) {
    const raised = Math.min(withoutCar.value + carLoad.addedKva, POWER_RATIOS.maximumKva);
    const withCar = roundUpSubscribedPower(raised, option);
    if (!withCar.ok) return withCar;
    recommendedKva = withCar.value;
    const charger =
      electricCar.chargerKw === undefined
        ? 'Borne de recharge 7,4\u00A0kW'
        : (CHARGER_POWER_LABELS[String(electricCar.chargerKw)] ?? `Recharge ${kva(electricCar.chargerKw)}`);
    const added =
      electricCar.chargerKw === undefined ? '' : ` (${kva(carLoad.addedKva)} de plus avec un délesteur)`;
    explanation.push(
      recommendedKva > withoutCar.value
        ? `${charger}${added} : ${electricCar.chargerKw === undefined ? 'un palier de plus, soit' : 'soit'} ${kva(recommendedKva)}`
        : raised >= POWER_RATIOS.maximumKva && carLoad.addedKva > 0
          ? `${charger} : la puissance reste au maximum de ${kva(POWER_RATIOS.maximumKva)} ; pilotez la recharge en heures creuses`
          : `${charger} : la puissance reste de ${kva(recommendedKva)} ; programmez la recharge en heures creuses`,
    );
  }
  explanation.push(
    `Puissance conseillée : ${kva(recommendedKva)} en option ${option === 'HPHC' ? 'Heures pleines / Heures creuses' : 'Base'}`,
  );

  return ok({
    input,
    electricity: { annualKwh: electricityKwh, hpKwh, hcKwh, breakdown: electricity },
    gas: { annualKwh: gasKwh, usageClass: gasClass, breakdown: gas },
    recommendedKva,
    recommendedOption: option,
    explanation,
  });
}
