import { z } from 'zod';
import { CONSUMPTION_RATIOS, POWER_RATIOS } from './consumption-ratios.js';

/** Home charging powers on sale in France: a socket (2.3 kW), reinforced socket, wallboxes (7.4 single-phase, 11 and 22 three-phase). */
export const CHARGER_POWERS_KW = [2.3, 3.7, 7.4, 11, 22] as const;
export const CHARGER_POWER_LABELS: Record<string, string> = {
  '2.3': 'Prise domestique (2,3 kW)',
  '3.7': 'Prise renforcée (3,7 kW)',
  '7.4': 'Borne monophasée (7,4 kW)',
  '11': 'Borne triphasée (11 kW)',
  '22': 'Borne triphasée (22 kW)',
};
/** Off-peak hours a day (HP/HC option). */
export const OFF_PEAK_HOURS_PER_DAY = 8;

export const ElectricCarSchema = z.object({
  yearlyKm: z
    .int({ error: 'Indiquez le kilométrage annuel en kilomètres entiers' })
    .min(0, { error: 'Le kilométrage ne peut pas être négatif' })
    .max(200_000, { error: 'Kilométrage annuel trop élevé (200 000 km au plus)' }),
  /** Share of the charging done at home, from 0 to 1. */
  homeChargingShare: z
    .number({ error: 'Indiquez la part de recharge à domicile' })
    .min(0, { error: 'La part de recharge à domicile va de 0 à 100 %' })
    .max(1, { error: 'La part de recharge à domicile va de 0 à 100 %' }),
  /** The car's consumption at the plug; the estimator's 17 kWh/100 km when left out. */
  consumptionKwhPer100Km: z
    .number({ error: 'Indiquez la consommation en kWh/100 km' })
    .min(8, { error: 'La consommation va de 8 à 40 kWh/100 km' })
    .max(40, { error: 'La consommation va de 8 à 40 kWh/100 km' })
    .optional(),
  batteryKwh: z
    .number({ error: 'Indiquez la capacité de la batterie en kWh' })
    .min(10, { error: 'La batterie va de 10 à 200 kWh' })
    .max(200, { error: 'La batterie va de 10 à 200 kWh' })
    .optional(),
  chargerKw: z
    .union(
      CHARGER_POWERS_KW.map((power) => z.literal(power)),
      { error: 'Choisissez une puissance de recharge : 2,3, 3,7, 7,4, 11 ou 22 kW' },
    )
    .optional(),
  /** Hours a night the car charges at home. */
  chargingHours: z
    .number({ error: 'Indiquez les heures de recharge par nuit' })
    .min(1, { error: 'La recharge dure de 1 à 24 heures par jour' })
    .max(24, { error: 'La recharge dure de 1 à 24 heures par jour' })
    .optional(),
});
export type ElectricCar = z.infer<typeof ElectricCarSchema>;

export interface ElectricCarLoad {
  /** kWh a year charged at home, rounded up to the kWh. */
  yearlyKwh: number;
  /** Share of those kWh charged in off-peak hours, in %. */
  offPeakSharePercent: number;
  /** kVA the charger adds before rounding to an allowed power. */
  addedKva: number;
  dailyNeedKwh: number;
  /** What the charger delivers in the charging hours; null when the hours are not given. */
  dailyCapacityKwh: number | null;
  /** Hours to charge the battery from empty; null without battery or charger power. */
  fullChargeHours: number | null;
  /** Range on a full battery, in km; null without battery. */
  rangeKm: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * What charging a car at home adds: the kWh (km × kWh/100 km × home share), their off-peak share (all of
 * it when the charging fits the 8 off-peak hours, else 8 / hours; 80 % when the hours are unknown), and the
 * power (the charger's kW beyond what the load-shedder gives back; 3 kVA when the charger is unknown).
 */
export function electricCarLoad(car: ElectricCar): ElectricCarLoad {
  const perHundred = car.consumptionKwhPer100Km ?? CONSUMPTION_RATIOS.electricCarKwhPer100Km;
  const sharePercent = Math.round(car.homeChargingShare * 100);
  const yearlyKwh = Math.ceil(Math.round(perHundred * car.yearlyKm * sharePercent) / 10_000);
  const hours = car.chargingHours;
  const offPeakSharePercent =
    hours === undefined
      ? CONSUMPTION_RATIOS.offPeakSharePercent.electricCar
      : hours <= OFF_PEAK_HOURS_PER_DAY
        ? 100
        : Math.round((OFF_PEAK_HOURS_PER_DAY / hours) * 100);
  const addedKva =
    car.chargerKw === undefined
      ? POWER_RATIOS.electricCarChargerKva
      : oneDecimal(Math.max(0, car.chargerKw - POWER_RATIOS.chargerLoadSheddingKva));
  return {
    yearlyKwh,
    offPeakSharePercent,
    addedKva,
    dailyNeedKwh: oneDecimal(yearlyKwh / 365),
    dailyCapacityKwh:
      car.chargerKw !== undefined && hours !== undefined ? oneDecimal(car.chargerKw * hours) : null,
    fullChargeHours:
      car.batteryKwh !== undefined && car.chargerKw !== undefined
        ? oneDecimal(car.batteryKwh / car.chargerKw)
        : null,
    rangeKm: car.batteryKwh !== undefined ? Math.floor((car.batteryKwh / perHundred) * 100) : null,
  };
}
