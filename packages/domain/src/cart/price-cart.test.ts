import { describe, expect, it } from 'vitest';
import { CartLinesSchema } from './cart-line.js';
import { type CartCatalogue, priceCart } from './price-cart.js';

const catalogue: CartCatalogue = {
  products: [
    {
      id: 'assistance-depannage',
      sku: 'SRV-ASSIST-DEP',
      salesforceId: '01t5J000004AsDeQAS',
      name: 'Assistance dépannage',
      kind: 'service',
      energies: ['electricity', 'gas'],
      priceCents: 490,
      billing: 'monthly',
      deliverable: false,
    },
    {
      id: 'entretien-chaudiere',
      sku: 'SRV-ENT-CHAUD',
      salesforceId: '01t5J000004EnChQAS',
      name: 'Entretien chaudière',
      kind: 'service',
      energies: ['gas'],
      priceCents: 13_900,
      billing: 'yearly',
      deliverable: false,
    },
    {
      id: 'thermostat-connecte',
      sku: 'GDS-THERMO-CO',
      salesforceId: '01t5J000004ThErQAS',
      name: 'Thermostat connecté',
      kind: 'good',
      energies: ['electricity', 'gas'],
      priceCents: 12_900,
      billing: 'once',
      deliverable: true,
    },
    {
      id: 'prise-connectee',
      sku: 'GDS-PRISE-CO',
      salesforceId: '01t5J000004PrCoQAS',
      name: 'Prise connectée',
      kind: 'good',
      energies: ['electricity'],
      priceCents: 2_490,
      billing: 'once',
      deliverable: true,
    },
  ],
  deliveryOptions: [
    { mode: 'home', priceCents: 690, minWorkingDays: 2, maxWorkingDays: 4 },
    { mode: 'relay', priceCents: 390, minWorkingDays: 3, maxWorkingDays: 5 },
  ],
  relayPoints: [
    { id: 'UPS-FR-75011-01', name: 'Tabac', address: '1 rue X', zipCode: '75011', city: 'Paris' },
    { id: 'UPS-FR-75012-01', name: 'Presse', address: '2 rue Y', zipCode: '75012', city: 'Paris' },
  ],
};

describe('CartLinesSchema', () => {
  it('refuses bad quantities, an empty SKU, an unknown delivery mode and a repeated SKU, in French', () => {
    const result = CartLinesSchema.safeParse([
      { sku: ' ', quantity: 1 },
      { sku: 'A', quantity: 0 },
      { sku: 'B', quantity: 6 },
      { sku: 'C', quantity: 1.5 },
      { sku: 'D', quantity: 1, deliveryOption: 'drone' },
      { sku: 'A', quantity: 1 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.sku', 'Indiquez la référence du produit'],
      ['1.quantity', 'La quantité doit être d’au moins 1'],
      ['2.quantity', '5 exemplaires au plus par produit'],
      ['3.quantity', 'La quantité doit être un nombre entier'],
      ['4.deliveryOption', 'Mode de livraison inconnu'],
    ]);
    const repeated = CartLinesSchema.safeParse([
      { sku: 'A', quantity: 1 },
      { sku: 'A', quantity: 2 },
    ]);
    expect(repeated.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.sku', 'Ce produit figure déjà dans le panier : modifiez plutôt sa quantité'],
    ]);
  });

  it('holds 10 distinct products at most', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ sku: `P${i}`, quantity: 1 }));
    expect(CartLinesSchema.safeParse(lines(10)).success).toBe(true);
    expect(CartLinesSchema.safeParse(lines(11)).error?.issues[0]?.message).toBe(
      'Votre panier compte 10 produits différents au plus',
    );
  });
});

describe('priceCart', () => {
  it('prices goods once, services per period, and one delivery for all the goods', () => {
    const result = priceCart(
      [
        { sku: 'GDS-THERMO-CO', quantity: 2, deliveryOption: 'relay', relayPointId: 'UPS-FR-75011-01' },
        { sku: 'SRV-ASSIST-DEP', quantity: 1 },
        { sku: 'SRV-ENT-CHAUD', quantity: 1 },
        { sku: 'GDS-PRISE-CO', quantity: 3, deliveryOption: 'relay', relayPointId: 'UPS-FR-75011-01' },
      ],
      catalogue,
      { requireDelivery: true },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.totals).toEqual({
      oneOffCents: 2 * 12_900 + 3 * 2_490,
      deliveryCents: 390,
      monthlyCents: 490,
      yearlyCents: 13_900,
      firstYearCents: 33_270 + 390 + 12 * 490 + 13_900,
    });
    expect(result.value.lines.map((line) => line.priceLabel)).toEqual([
      '258,00\u00A0€',
      '4,90\u00A0€ par mois',
      '139,00\u00A0€ par an',
      '74,70\u00A0€',
    ]);
    expect(result.value.delivery).toMatchObject({
      mode: 'relay',
      label: 'Livraison en point relais UPS',
      delayLabel: '3 à 5\u00A0jours ouvrés',
      relayPoint: { id: 'UPS-FR-75011-01' },
    });
    expect(result.value.deliveryPending).toBe(false);
  });

  it('leaves the delivery to choose while the cart is a draft, and requires it once saved', () => {
    const lines = [{ sku: 'GDS-THERMO-CO', quantity: 1 }];
    const draft = priceCart(lines, catalogue, { requireDelivery: false });
    expect(draft).toMatchObject({ ok: true, value: { deliveryPending: true, delivery: null } });
    expect(draft.ok && draft.value.totals.firstYearCents).toBe(12_900);
    expect(priceCart(lines, catalogue, { requireDelivery: true })).toEqual({
      ok: false,
      code: 'DELIVERY_REQUIRED',
      message: 'Choisissez le mode de livraison de « Thermostat connecté ».',
      field: '0.deliveryOption',
    });
  });

  it.each([
    [
      [{ sku: 'NOPE', quantity: 1 }],
      'PRODUCT_UNKNOWN',
      'Le produit « NOPE » n’existe pas ou n’est plus proposé.',
      '0.sku',
    ],
    [
      [{ sku: 'SRV-ASSIST-DEP', quantity: 2 }],
      'SERVICE_QUANTITY',
      'Le service « Assistance dépannage » se souscrit une seule fois.',
      '0.quantity',
    ],
    [
      [{ sku: 'SRV-ASSIST-DEP', quantity: 1, deliveryOption: 'home' }],
      'DELIVERY_NOT_APPLICABLE',
      'Le produit « Assistance dépannage » n’est pas livré : il n’y a pas de mode de livraison à choisir.',
      '0.deliveryOption',
    ],
    [
      [{ sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'relay' }],
      'RELAY_POINT_REQUIRED',
      'Choisissez le point relais UPS où retirer « Thermostat connecté ».',
      '0.relayPointId',
    ],
    [
      [{ sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'relay', relayPointId: 'UPS-XX' }],
      'RELAY_POINT_UNKNOWN',
      'Ce point relais UPS n’existe pas ou n’est plus proposé.',
      '0.relayPointId',
    ],
    [
      [{ sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'home', relayPointId: 'UPS-FR-75011-01' }],
      'RELAY_POINT_NOT_APPLICABLE',
      'Un point relais ne s’indique que pour une livraison en point relais UPS.',
      '0.relayPointId',
    ],
    [
      [
        { sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'relay', relayPointId: 'UPS-FR-75011-01' },
        { sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'relay', relayPointId: 'UPS-FR-75012-01' },
      ],
      'DELIVERY_MODES_MIXED',
      'Les équipements sont livrés ensemble : choisissez le même mode de livraison (et le même point relais) pour tous.',
      '1.deliveryOption',
    ],
  ] as const)('refuses %j: %s', (lines, code, message, field) => {
    expect(priceCart(lines, catalogue, { requireDelivery: false })).toEqual({
      ok: false,
      code,
      message,
      field,
    });
  });

  it('refuses a product of another energy than the order’s', () => {
    expect(
      priceCart([{ sku: 'SRV-ENT-CHAUD', quantity: 1 }], catalogue, {
        energies: ['electricity'],
        requireDelivery: false,
      }),
    ).toMatchObject({
      code: 'PRODUCT_ENERGY_MISMATCH',
      message: 'Le produit « Entretien chaudière » n’est pas proposé avec une offre d’électricité.',
    });
    expect(
      priceCart([{ sku: 'SRV-ENT-CHAUD', quantity: 1 }], catalogue, {
        energies: ['electricity', 'gas'],
        requireDelivery: false,
      }).ok,
    ).toBe(true);
  });

  it('refuses a delivery mode the catalogue no longer offers', () => {
    const homeOnly = { ...catalogue, deliveryOptions: catalogue.deliveryOptions.slice(0, 1) };
    expect(
      priceCart(
        [{ sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'relay', relayPointId: 'UPS-FR-75011-01' }],
        homeOnly,
        { requireDelivery: true },
      ),
    ).toMatchObject({ code: 'DELIVERY_MODE_UNAVAILABLE', field: '0.deliveryOption' });
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], catalogue, { requireDelivery: false })).toEqual({
      ok: true,
      value: {
        lines: [],
        delivery: null,
        deliveryPending: false,
        totals: { oneOffCents: 0, deliveryCents: 0, monthlyCents: 0, yearlyCents: 0, firstYearCents: 0 },
      },
    });
  });
});
