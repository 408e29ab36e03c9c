/** Orders filled through the API, for the specs whose subject comes after the journey's screens. */

export const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

export const isoDateInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A delivery point of its own for each order: two active orders may not share one. */
export const randomDeliveryPoint = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(14)), (byte) => String(byte % 10)).join('');

/** The six save-points of apps/server/test/journey-fixtures.ts, for `email`, starting in two months. */
export function journeySteps(email: string) {
  return {
    housing: {
      address: {
        streetNumber: '48',
        streetName: 'Rue de la Roquette',
        zipCode: '75011',
        city: 'Paris',
        inseeCode: '75111',
        consentFindPoint: true,
        oneLineSearchValid: true,
        fullAddress: '48 Rue de la Roquette 75011 Paris',
      },
      housingType: 'flat',
    },
    deliveryPoint: {
      mode: 'confirmed',
      point: { energy: 'electricity', id: randomDeliveryPoint() },
      confirmedMine: true,
    },
    situation: {
      kind: 'switching',
      energy: 'electricity',
      offerId: 'elec-fixe',
      kva: 6,
      option: 'BASE',
      // Past the earliest switch (14 working days) and the withdrawal period: no express request needed.
      startDate: isoDateInDays(60),
    },
    holder: {
      civility: 'Mme',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email,
      phone: '0612345678',
      birthDate: '1985-04-12',
      billingAddressSameAsSupply: true,
    },
    payment: { iban: IBAN, accountHolder: 'Jeanne Dupont', debitDay: 5, mandateAccepted: true },
    summary: { termsAccepted: true, meterDataConsent: true },
  };
}
