/** Valid data for each journey step, as a browser would send it. */
export const VALID_STEPS = {
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
    point: { energy: 'electricity', id: '12345678901234' },
    confirmedMine: true,
  },
  situation: {
    kind: 'switching',
    energy: 'electricity',
    offerId: 'elec-fixe',
    kva: 6,
    option: 'BASE',
    startDate: '2027-01-15',
  },
  holder: {
    civility: 'Mme',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    email: 'jeanne.dupont@example.fr',
    phone: '0612345678',
    birthDate: '1985-04-12',
    billingAddressSameAsSupply: true,
  },
  payment: {
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    accountHolder: 'Jeanne Dupont',
    debitDay: 5,
    mandateAccepted: true,
  },
  summary: { termsAccepted: true, meterDataConsent: true },
} as const;
