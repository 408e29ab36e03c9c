import {
  CALL_CONSENT_SOURCE_LABELS,
  CIVILITY_LABELS,
  ENERGY_LABELS,
  formatFrenchDate,
  HOUSING_TYPE_LABELS,
  type OrderJourneyView,
  type OrderQuote,
  PRICING_OPTION_LABELS,
  SUPPLY_START_LABELS,
} from '@voltaire/domain';

export interface ReadBackEntry {
  label: string;
  /** Empty while the step is not saved. */
  lines: string[];
}

/** The call context, as the agent reads it back. */
export function callContextLines(call: OrderJourneyView['call']): string[] {
  if (!call) return [];
  if (call.direction === 'inbound') return ['Appel entrant (le client a appelé)'];
  return [
    'Appel sortant avec consentement préalable',
    `${CALL_CONSENT_SOURCE_LABELS[call.consentSource]}, le ${formatFrenchDate(call.consentDate)}`,
  ];
}

/** Every saved answer of the customer, step by step, in words the agent can read back over the phone. */
export function readBackEntries(journey: OrderJourneyView, cart: OrderQuote | null): ReadBackEntry[] {
  const { housing, deliveryPoint, situation, holder, payment } = journey;
  const address = housing?.address;
  return [
    {
      label: 'Logement',
      lines: address
        ? [
            address.fullAddress ||
              [address.streetNumber, address.streetName, address.zipCode, address.city]
                .filter(Boolean)
                .join(' '),
            ...(address.complement ? [address.complement] : []),
            ...(housing.housingType ? [HOUSING_TYPE_LABELS[housing.housingType]] : []),
          ]
        : [],
    },
    {
      label: 'PDL/PCE',
      lines: !deliveryPoint
        ? []
        : deliveryPoint.mode === 'confirmed'
          ? [`${deliveryPoint.point.energy === 'gas' ? 'PCE' : 'PDL'} ${deliveryPoint.point.id}, confirmé`]
          : ['Inconnu : à retrouver depuis l’adresse'],
    },
    {
      label: 'Offre',
      lines: situation
        ? [
            `${cart?.prices.offerName ?? situation.offerId} (${ENERGY_LABELS[situation.energy]})`,
            ...(situation.kva
              ? [`${situation.kva} kVA, option ${PRICING_OPTION_LABELS[situation.option ?? 'BASE']}`]
              : []),
            `${SUPPLY_START_LABELS[situation.kind]}, début le ${formatFrenchDate(situation.startDate)}${situation.express ? ' (express)' : ''}`,
          ]
        : [],
    },
    {
      label: 'Titulaire',
      lines: holder
        ? [
            `${CIVILITY_LABELS[holder.civility]} ${holder.firstName} ${holder.lastName}`,
            `Téléphone : ${holder.phone}`,
            `E-mail : ${holder.email}`,
            `Né(e) le ${formatFrenchDate(holder.birthDate)}`,
          ]
        : [],
    },
    {
      label: 'Paiement',
      lines: payment
        ? [
            `IBAN ${payment.ibanMasked}`,
            `Titulaire du compte : ${payment.accountHolder}`,
            `Prélèvement le ${payment.debitDay === 1 ? '1er' : payment.debitDay} du mois`,
          ]
        : [],
    },
  ];
}
