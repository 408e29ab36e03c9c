import { z } from 'zod';
import { formatEuros } from '../pricing/money.js';
import { OfferKindSchema } from '../pricing/offer.js';
import { EmailSchema } from '../validation/email.js';
import { requiredName } from '../validation/name.js';
import { PhoneSchema } from '../validation/phone.js';
import { type ElectricCar, ElectricCarSchema, electricCarLoad } from './electric-car-charging.js';
import { EstimatorInputSchema } from './estimate-consumption.js';

const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** The dealership's simulation: the buyer's home (as the estimator asks it) and the car they buy. */
export const CarSimulationInputSchema = EstimatorInputSchema.omit({ electricCar: true }).extend({
  car: ElectricCarSchema,
});
export type CarSimulationInput = z.infer<typeof CarSimulationInputSchema>;

/** One eligible offer's yearly cost (tax included, in cents) without the car and with it. */
export const OfferYearlyCostSchema = z.object({
  offerId: z.string(),
  name: z.string(),
  kind: OfferKindSchema,
  withoutCarCents: z.int(),
  withCarCents: z.int(),
  carCents: z.int().describe('Ce que la recharge coûte par an avec cette offre'),
});
export type OfferYearlyCost = z.infer<typeof OfferYearlyCostSchema>;

export const CarChargingSchema = z.object({
  yearlyKwh: z.int(),
  offPeakSharePercent: z.int(),
  dailyNeedKwh: z.number(),
  dailyCapacityKwh: z.number().nullable(),
  coversNeed: z.boolean(),
  fullChargeHours: z.number().nullable(),
  rangeKm: z.int().nullable(),
  notes: z.array(z.string()).describe('Ce que la recharge implique, en français'),
});
export type CarCharging = z.infer<typeof CarChargingSchema>;

/** What the car's charging means day to day, explained in French for the buyer. */
export function carCharging(car: ElectricCar): CarCharging {
  const load = electricCarLoad(car);
  const coversNeed = load.dailyCapacityKwh === null || load.dailyCapacityKwh >= load.dailyNeedKwh;
  const notes = [
    `Besoin moyen : ${DECIMAL.format(load.dailyNeedKwh)}\u00A0kWh par jour rechargés à domicile.`,
  ];
  if (load.dailyCapacityKwh !== null) {
    notes.push(
      coversNeed
        ? `La recharge à domicile couvre ce besoin : jusqu’à ${DECIMAL.format(load.dailyCapacityKwh)}\u00A0kWh par nuit.`
        : `La recharge à domicile ne couvre pas tout : ${DECIMAL.format(load.dailyCapacityKwh)}\u00A0kWh par nuit pour ${DECIMAL.format(load.dailyNeedKwh)}\u00A0kWh nécessaires ; allongez la recharge ou choisissez une borne plus puissante.`,
    );
    notes.push(
      load.offPeakSharePercent === 100
        ? 'Toute la recharge tient dans les 8 heures creuses.'
        : `${load.offPeakSharePercent}\u00A0% de la recharge tient dans les 8 heures creuses.`,
    );
  }
  if (load.fullChargeHours !== null)
    notes.push(`Recharge complète de la batterie : environ ${DECIMAL.format(load.fullChargeHours)}\u00A0h.`);
  if (load.rangeKm !== null)
    notes.push(`Autonomie estimée batterie pleine : ${DECIMAL.format(load.rangeKm)}\u00A0km.`);
  return {
    yearlyKwh: load.yearlyKwh,
    offPeakSharePercent: load.offPeakSharePercent,
    dailyNeedKwh: load.dailyNeedKwh,
    dailyCapacityKwh: load.dailyCapacityKwh,
    coversNeed,
    fullChargeHours: load.fullChargeHours,
    rangeKm: load.rangeKm,
    notes,
  };
}

/** The cheapest offer with the car; undefined when none could be priced. */
export function cheapestOffer(costs: readonly OfferYearlyCost[]): OfferYearlyCost | undefined {
  return costs.reduce<OfferYearlyCost | undefined>(
    (best, cost) => (best === undefined || cost.withCarCents < best.withCarCents ? cost : best),
    undefined,
  );
}

/** The dealer sends the simulation to the buyer: who they are, and their consent to be contacted. */
export const CarSimulationShareSchema = z.object({
  simulation: CarSimulationInputSchema,
  firstName: requiredName,
  lastName: requiredName,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
  consent: z.literal(true, {
    error: 'Le client doit accepter de recevoir sa simulation et d’être recontacté.',
  }),
});
export type CarSimulationShare = z.infer<typeof CarSimulationShareSchema>;

const KWH = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** The lines of the e-mail a dealer sends with the simulation: the car's kWh, the power, the cheapest offer. */
export function carSimulationEmailLines(simulation: {
  input: CarSimulationInput;
  estimate: { recommendedKva: number; recommendedOption: 'BASE' | 'HPHC' };
  charging: Pick<CarCharging, 'yearlyKwh'>;
  offers: readonly OfferYearlyCost[];
}): string[] {
  const { car } = simulation.input;
  const option =
    simulation.estimate.recommendedOption === 'HPHC' ? 'Heures pleines / Heures creuses' : 'Base';
  const lines = [
    'Votre concessionnaire vous a préparé une simulation pour recharger votre voiture électrique à domicile :',
    `- recharge à domicile : ${KWH.format(simulation.charging.yearlyKwh)}\u00A0kWh par an (${KWH.format(car.yearlyKm)}\u00A0km par an) ;`,
    `- puissance conseillée : ${simulation.estimate.recommendedKva}\u00A0kVA, option ${option} ;`,
  ];
  const best = cheapestOffer(simulation.offers);
  if (best) {
    lines.push(
      `- offre la moins chère pour vous : ${best.name}, ${formatEuros(best.withCarCents)} par an TTC, dont ${formatEuros(best.carCents)} pour la recharge.`,
    );
  }
  return lines;
}
