import { describe, expect, it } from 'vitest';
import { type ElectricityOffer, OfferSchema, priceGridAt } from './offer.js';
import { GAS_REFERENCE_OFFER, REGULATED_ELECTRICITY_OFFER } from './regulated-tariff.js';

const versioned: ElectricityOffer = {
  id: 'fixe-2025',
  name: 'Voltaire Fixe',
  energy: 'electricity',
  kind: 'fixed',
  grids: [
    {
      validFrom: '2025-01-01',
      pricing: 'fixed',
      BASE: { subscriptionCentsPerMonthByKva: { '6': 1500 }, kwhPrice: 20_000 },
    },
    {
      validFrom: '2025-08-01',
      validTo: '2025-12-31',
      pricing: 'fixed',
      BASE: { subscriptionCentsPerMonthByKva: { '6': 1550 }, kwhPrice: 19_000 },
    },
  ],
};

describe('priceGridAt', () => {
  it.each([
    ['2025-01-01', 20_000],
    ['2025-07-31', 20_000],
    ['2025-08-01', 19_000], // the newer grid supersedes the open-ended one
    ['2025-12-31', 19_000], // validTo is included
    ['2026-01-01', 20_000], // back to the open-ended grid
  ])('on %s the kWh costs %s m¢', (date, price) => {
    const grid = priceGridAt(versioned, date);
    expect(grid.ok && grid.value.pricing === 'fixed' && grid.value.BASE?.kwhPrice).toBe(price);
  });

  it('before any grid: NO_PRICE_AT_DATE, in French with the display date', () => {
    expect(priceGridAt(versioned, '2024-12-31')).toEqual({
      ok: false,
      code: 'NO_PRICE_AT_DATE',
      message: 'L’offre « Voltaire Fixe » n’a pas de prix en vigueur le 31/12/2024.',
    });
  });

  it('the TRV is in force from 1 Aug 2025, the CRE gas reference from 1 Jan 2026', () => {
    expect(priceGridAt(REGULATED_ELECTRICITY_OFFER, '2025-07-31').ok).toBe(false);
    expect(priceGridAt(REGULATED_ELECTRICITY_OFFER, '2025-08-01').ok).toBe(true);
    expect(priceGridAt(GAS_REFERENCE_OFFER, '2025-12-31').ok).toBe(false);
    expect(priceGridAt(GAS_REFERENCE_OFFER, '2026-01-01').ok).toBe(true);
  });
});

describe('OfferSchema', () => {
  it('accepts the references and a versioned offer', () => {
    expect(OfferSchema.safeParse(REGULATED_ELECTRICITY_OFFER).success).toBe(true);
    expect(OfferSchema.safeParse(GAS_REFERENCE_OFFER).success).toBe(true);
    expect(OfferSchema.safeParse(versioned).success).toBe(true);
  });

  const indexedGrid = { validFrom: '2025-08-01', pricing: 'indexedOnReference', kwhDiscountPercent: 10 };

  it.each([
    [
      'a validity ending before it starts',
      { ...versioned, grids: [{ ...versioned.grids[1], validTo: '2025-07-01' }] },
      'La fin de validité précède le début de validité',
    ],
    [
      'an indexed offer with a fixed grid',
      { ...versioned, kind: 'indexed' },
      'Une offre indexée n’a que des grilles indexées',
    ],
    [
      'an indexed reference',
      { ...versioned, kind: 'regulated', grids: [indexedGrid] },
      'Le tarif de référence ne peut pas être indexé sur lui-même',
    ],
    [
      'a grid without option',
      { ...versioned, grids: [{ validFrom: '2025-01-01', pricing: 'fixed' }] },
      'Une grille d’électricité doit avoir au moins une option (Base ou Heures pleines / Heures creuses)',
    ],
    [
      'an unknown kVA',
      {
        ...versioned,
        grids: [
          {
            validFrom: '2025-01-01',
            pricing: 'fixed',
            BASE: { subscriptionCentsPerMonthByKva: { '7': 1 }, kwhPrice: 1 },
          },
        ],
      },
      'Puissance inconnue : 7\u00A0kVA',
    ],
    [
      'a float price',
      {
        ...versioned,
        grids: [
          {
            validFrom: '2025-01-01',
            pricing: 'fixed',
            BASE: { subscriptionCentsPerMonthByKva: { '6': 1 }, kwhPrice: 0.1952 },
          },
        ],
      },
      'Prix du kWh invalide (cent-millièmes d’euro entiers attendus)',
    ],
    [
      'gas with 5 zones',
      {
        ...GAS_REFERENCE_OFFER,
        grids: [
          {
            validFrom: '2026-01-01',
            pricing: 'fixed',
            classes: {
              ...(GAS_REFERENCE_OFFER.grids[0] as { classes: object }).classes,
              B1: { subscriptionCentsPerYear: 1, kwhPricesByZone: [1, 2, 3, 4, 5] },
            },
          },
        ],
      },
      'Un prix du kWh par zone (6 zones) est attendu',
    ],
  ])('refuses %s', (_, offer, message) => {
    const result = OfferSchema.safeParse(offer);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('accepts an indexed electricity offer and an indexed gas offer', () => {
    expect(
      OfferSchema.safeParse({
        id: 'i',
        name: 'Indexée',
        energy: 'electricity',
        kind: 'indexed',
        grids: [indexedGrid],
      }).success,
    ).toBe(true);
    expect(
      OfferSchema.safeParse({
        id: 'g',
        name: 'Gaz indexé',
        energy: 'gas',
        kind: 'indexed',
        grids: [indexedGrid],
      }).success,
    ).toBe(true);
  });
});
