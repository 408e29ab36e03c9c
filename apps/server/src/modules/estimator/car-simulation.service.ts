import {
  type CarCharging,
  type Consumption,
  type ConsumptionEstimate,
  carCharging,
  type ElectricCar,
  type Offer,
  type OfferYearlyCost,
  type PricingOption,
  type Quote,
  type SalesChannel,
} from '@voltaire/domain';
import type { ReevaluateElectricCarBody } from './estimator.schemas.js';
import { estimatorService } from './estimator.service.js';

export interface CarSimulationDeps {
  /** The market electricity offers the channel may sell for this power and option (eligibility rules). */
  eligibleOffers: (
    channel: SalesChannel,
    context: { kva: number; option: PricingOption; housingType: 'flat' | 'house' },
  ) => Promise<Offer[]>;
  /** The quote of one offer (pricing module), tax included. */
  quote: (input: {
    offerId: string;
    kva: number;
    option: PricingOption;
    consumption: Consumption;
  }) => Promise<Quote>;
}

export interface CarSimulation {
  before: ConsumptionEstimate;
  estimate: ConsumptionEstimate;
  /** What charging at home means day to day; null when the car is removed. */
  charging: CarCharging | null;
  /** Each eligible offer's yearly cost without the car and with it, cheapest first. */
  offers: OfferYearlyCost[];
}

const consumptionOf = (estimate: ConsumptionEstimate): Consumption =>
  estimate.recommendedOption === 'HPHC'
    ? { hpKwh: estimate.electricity.hpKwh, hcKwh: estimate.electricity.hcKwh }
    : { baseKwh: estimate.electricity.annualKwh };

/**
 * `reevaluate-elec-car-profil` for every channel: the estimator's before/after (the domain's kVA rounding),
 * the charging notes, and the yearly cost of each offer the caller's channel may sell, priced by the pricing
 * module at the power and option of each estimate. An offer that cannot be priced is left out.
 */
export function createCarSimulation({ eligibleOffers, quote }: CarSimulationDeps) {
  const annualCents = async (offerId: string, estimate: ConsumptionEstimate) =>
    (
      await quote({
        offerId,
        kva: estimate.recommendedKva,
        option: estimate.recommendedOption,
        consumption: consumptionOf(estimate),
      })
    ).annualTotalCents;

  return {
    async simulate(body: ReevaluateElectricCarBody, channel: SalesChannel): Promise<CarSimulation> {
      const { before, estimate } = estimatorService.reevaluateElectricCar(body);
      const offers = await eligibleOffers(channel, {
        kva: estimate.recommendedKva,
        option: estimate.recommendedOption,
        housingType: body.housingType,
      });
      const costs = await Promise.all(
        offers
          .filter((offer) => offer.energy === 'electricity')
          .map(async (offer): Promise<OfferYearlyCost | undefined> => {
            try {
              const [withoutCarCents, withCarCents] = await Promise.all([
                annualCents(offer.id, before),
                annualCents(offer.id, estimate),
              ]);
              return {
                offerId: offer.id,
                name: offer.name,
                kind: offer.kind,
                withoutCarCents,
                withCarCents,
                carCents: withCarCents - withoutCarCents,
              };
            } catch {
              return undefined;
            }
          }),
      );
      return {
        before,
        estimate,
        charging: body.car ? carCharging(body.car as ElectricCar) : null,
        offers: costs
          .filter((cost): cost is OfferYearlyCost => cost !== undefined)
          .sort((a, b) => a.withCarCents - b.withCarCents),
      };
    },
  };
}

export type CarSimulationService = ReturnType<typeof createCarSimulation>;
