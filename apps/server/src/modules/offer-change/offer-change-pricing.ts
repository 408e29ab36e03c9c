import {
  CONSUMPTION_SOURCE_LABELS,
  type Consumption,
  compareOffers,
  consumptionForOption,
  type DeliveryPoint,
  type EligibilityContext,
  eligibilityContextOf,
  gasZoneForInseeCode,
  type Offer,
  type OfferChangeRecap,
  type OfferComparisonRow,
  type PricingOption,
  type Quote,
  roundUpSubscribedPower,
  TYPICAL_HOUSEHOLD,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { ContractRow } from '../customers/customers.repository.js';
import type { SingleCartPricesBody } from '../pricing/pricing.schemas.js';

/** What pricing an offer change asks of the other modules (catalogue, eligibility, pricing), wired in app.ts. */
export interface OfferChangePricingDeps {
  marketOffers: (energy: 'electricity' | 'gas') => Promise<Offer[]>;
  eligibleOffers: (context: EligibilityContext, offers: Offer[]) => Promise<Offer[]>;
  quote: (body: SingleCartPricesBody) => Promise<Quote>;
}

type ConsumptionFacts = OfferChangeRecap['consumption'];

/** The contract's consumption, else the meter's last 12 months, else a typical home's (said so). */
export function consumptionOf(contract: ContractRow, point: DeliveryPoint | undefined): ConsumptionFacts {
  const from = (source: ConsumptionFacts['source'], annualKwh: number, hpKwh: number | null) => ({
    source,
    label: CONSUMPTION_SOURCE_LABELS[source],
    annualKwh,
    hpKwh,
    hcKwh: hpKwh === null ? null : annualKwh - hpKwh,
  });
  const own = contract.consumption;
  if (own) {
    if ('annualKwh' in own) return from('contract', own.annualKwh, null);
    if ('baseKwh' in own) return from('contract', own.baseKwh, null);
    return from('contract', own.hpKwh + own.hcKwh, own.hpKwh);
  }
  if (point?.consumption) return from('meter', point.consumption.annualKwh, point.consumption.hpKwh);
  return from('estimate', TYPICAL_HOUSEHOLD.annualKwh[contract.energy], null);
}

const electricityConsumption = (facts: ConsumptionFacts): Consumption =>
  facts.hpKwh === null
    ? { baseKwh: facts.annualKwh }
    : { hpKwh: facts.hpKwh, hcKwh: facts.annualKwh - facts.hpKwh };

/** The power and option to price with: the contract's, or the customer's choice rounded up by the domain rule. */
export function chosenPowerOf(
  contract: ContractRow,
  asked: { kva?: number | undefined; option?: PricingOption | undefined },
): { kva: number | null; option: PricingOption | null; notices: string[] } {
  if (contract.energy === 'gas') return { kva: null, option: null, notices: [] };
  const option = asked.option ?? contract.option ?? 'BASE';
  const wanted = asked.kva ?? contract.kva ?? 6;
  const rounded = roundUpSubscribedPower(wanted, option);
  if (!rounded.ok) {
    throw new BusinessError(rounded.code, rounded.message, [
      { code: rounded.code, message: rounded.message, field: 'kva' },
    ]);
  }
  const notices =
    rounded.value !== wanted
      ? [`Puissance arrondie à ${rounded.value} kVA, la valeur autorisée suivante pour cette option.`]
      : [];
  return { kva: rounded.value, option, notices };
}

/** Prices the current contract and every eligible offer of its energy, side by side. */
export function createOfferChangePricing({ marketOffers, eligibleOffers, quote }: OfferChangePricingDeps) {
  const bodyFor = (
    contract: ContractRow,
    offerId: string,
    consumption: ConsumptionFacts,
    power: { kva: number | null; option: PricingOption | null },
    date: string,
  ): SingleCartPricesBody => {
    if (contract.energy === 'gas') {
      const zone = gasZoneForInseeCode(contract.housing.address.inseeCode ?? '');
      if (!zone.ok) throw new BusinessError(zone.code, zone.message);
      return { offerId, energy: 'gas', gas: { annualKwh: consumption.annualKwh, zone: zone.value }, date };
    }
    const option = power.option ?? 'BASE';
    return {
      offerId,
      energy: 'electricity',
      kva: power.kva ?? 6,
      option,
      consumption: consumptionForOption(electricityConsumption(consumption), option),
      date,
    };
  };

  return {
    bodyFor,

    async compare(
      contract: ContractRow,
      consumption: ConsumptionFacts,
      power: { kva: number | null; option: PricingOption | null },
      today: string,
    ): Promise<{ current: Quote; offers: OfferComparisonRow[]; notices: string[] }> {
      const current = await quote(bodyFor(contract, contract.offerId, consumption, contract, today));
      const journey = {
        housing: contract.housing,
        situation: {
          kind: 'switching' as const,
          energy: contract.energy,
          offerId: contract.offerId,
          ...(power.kva !== null ? { kva: power.kva } : {}),
          ...(power.option !== null ? { option: power.option } : {}),
          startDate: today,
          express: false,
        },
      };
      const context = eligibilityContextOf(
        { channel: 'web', campaign: null, journey },
        { today, existingCustomer: true },
      );
      const eligible = await eligibleOffers(context, await marketOffers(contract.energy));
      const notices: string[] = [];
      const quotes: Quote[] = [];
      for (const offer of eligible) {
        try {
          quotes.push(await quote(bodyFor(contract, offer.id, consumption, power, today)));
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          notices.push(`L’offre « ${offer.name} » n’est pas proposée avec cette puissance ou cette option.`);
        }
      }
      const samePower = power.kva === contract.kva && power.option === contract.option;
      if (!quotes.some((candidate) => candidate.offerId === contract.offerId && samePower))
        quotes.push(current);
      return { current, offers: compareOffers(current, quotes, contract.offerId), notices };
    },
  };
}

export type OfferChangePricing = ReturnType<typeof createOfferChangePricing>;
