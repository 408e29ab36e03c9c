import type { PromoCode } from '@voltaire/domain';

/**
 * The demo promo and pin codes: a welcome code for every web offer, an expired summer code, a code kept to
 * the gas offers, and a partner's pin code. Their dates are fixed: the expired one stays expired.
 */
export const DEMO_PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'BIENVENUE',
    label: '10 % de remise sur le prix du kWh la première année',
    effect: { kind: 'percentOnKwh', percent: 10 },
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    offerIds: [],
    channels: [],
    globalLimit: null,
    perCustomerLimit: 1,
  },
  {
    code: 'ETE2025',
    label: 'Un mois d’abonnement offert (été 2025)',
    effect: { kind: 'freeSubscriptionMonths', months: 1 },
    validFrom: '2025-06-01',
    validTo: '2025-08-31',
    offerIds: [],
    channels: [],
    globalLimit: null,
    perCustomerLimit: 1,
  },
  {
    code: 'GAZ30',
    label: '30 € offerts sur une offre de gaz',
    effect: { kind: 'fixedAmount', cents: 3_000 },
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    offerIds: ['gaz-fixe', 'gaz-indexe'],
    channels: [],
    globalLimit: 1_000,
    perCustomerLimit: 1,
  },
];

export const DEMO_PIN_CODES = [
  {
    code: '4821',
    campaign: 'PARTENAIRES-2026',
    label: 'Partenaires 2026',
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
  },
] as const;
