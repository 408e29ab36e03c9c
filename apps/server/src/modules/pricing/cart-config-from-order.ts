import { gasZoneForInseeCode, type OrderView, toIsoDateInTimeZone } from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { SingleCartPricesBody } from './pricing.schemas.js';

const incomplete = (message: string) => new BusinessError('JOURNEY_INCOMPLETE', message);

/** The pricing engine's cart configuration from an order's journey: its offer, power, option and consumption. */
export function cartConfigFromOrder(order: Pick<OrderView, 'journey'>, now: Date): SingleCartPricesBody {
  const { situation, housing } = order.journey;
  if (!situation) throw incomplete('Choisissez d’abord une offre.');
  const date = toIsoDateInTimeZone(now);
  if (situation.energy === 'gas') {
    const inseeCode = housing?.address.inseeCode;
    if (!inseeCode || !situation.annualKwh)
      throw incomplete('L’adresse et la consommation de gaz doivent être renseignées.');
    const zone = gasZoneForInseeCode(inseeCode);
    if (!zone.ok) throw new BusinessError(zone.code, zone.message);
    return {
      offerId: situation.offerId,
      energy: 'gas',
      gas: { annualKwh: situation.annualKwh, zone: zone.value },
      date,
    };
  }
  if (situation.kva === undefined || !situation.option || !situation.consumption) {
    throw incomplete('La puissance, l’option et la consommation doivent être renseignées.');
  }
  return {
    offerId: situation.offerId,
    energy: 'electricity',
    kva: situation.kva,
    option: situation.option,
    consumption: situation.consumption,
    date,
  };
}
