import { JOURNEY_STEPS, type JourneyStep, type OrderJourneyView, type OrderView } from '@voltaire/domain';
import { vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

/** Test support for the journey's screens (not shipped: only tests import it). */

export const ORDER_ID = '5f0c2a8e-3b1d-4c7a-9e2f-1a2b3c4d5e6f';

/** Every step as the server keeps it, for electricity at 12 rue de la Roquette. */
export const FULL_JOURNEY: Required<Omit<OrderJourneyView, 'preset' | 'call' | 'contractChange' | 'drafts'>> =
  {
    housing: {
      addressMode: 'search',
      address: {
        streetNumber: '12',
        streetName: 'Rue de la Roquette',
        zipCode: '75011',
        city: 'Paris',
        inseeCode: '75111',
        consentFindPoint: true,
        oneLineSearchValid: true,
        fullAddress: '12 Rue de la Roquette 75011 Paris',
      },
      housingType: 'flat',
    },
    deliveryPoint: {
      mode: 'confirmed',
      point: { energy: 'electricity', id: '01100450002781' },
      confirmedMine: true,
    },
    situation: {
      kind: 'switching',
      energy: 'electricity',
      offerId: 'elec-fixe',
      kva: 6,
      option: 'BASE',
      consumption: { baseKwh: 2_350 },
      startDate: '2099-01-15',
      express: false,
    },
    holder: {
      civility: 'Mme',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne.dupont@example.fr',
      phone: '0612345678',
      birthDate: '1985-04-12',
      billingAddressSameAsSupply: true,
      marketingOptIn: false,
    },
    payment: {
      ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
      mandateReference: 'VOL2026ABCDEF1234',
      accountHolder: 'Jeanne Dupont',
      debitDay: 5,
      paperlessBilling: true,
      mandateAccepted: true,
    },
    summary: { termsAccepted: true, meterDataConsent: true, expressStartRequested: false },
  };

/** A draft whose steps up to `done` (included) are saved. */
export function orderWith(done: JourneyStep[], changes: Partial<OrderView> = {}): OrderView {
  const journey = Object.fromEntries(done.map((step) => [step, FULL_JOURNEY[step]])) as OrderJourneyView;
  return {
    id: ORDER_ID,
    reference: 'VOL-2026-A1B2C3D4E5',
    kind: 'subscription',
    status: 'draft',
    channel: 'web',
    agentId: null,
    offerId: journey.situation?.offerId ?? null,
    promoCode: null,
    campaign: null,
    version: done.length + 1,
    journey,
    completedSteps: JOURNEY_STEPS.filter((step) => done.includes(step)),
    ...changes,
  };
}

export const QUOTE = {
  offerId: 'elec-fixe',
  offerName: 'Électricité Fixe',
  energy: 'electricity',
  date: '2026-11-22',
  kva: 6,
  option: 'BASE',
  annualKwh: 2_350,
  monthlySubscriptionCents: 1_547,
  kwhPrices: { base: 18_740 },
  annualSubscriptionCents: 18_564,
  annualEnergyCents: 44_039,
  promoDiscountCents: 0,
  annualTotalCents: 62_603,
  recommendedMonthlyPaymentCents: 5_300,
  regulatedAnnualTotalCents: 64_436,
  differenceVsRegulatedCents: -1_833,
  lines: ['Abonnement : 12 × 15,47 € = 185,64 €'],
};

/** Renders `path` against a fake API answering the order and its price, plus `extra` routes. */
export function renderJourney(path: string, order: OrderView | null, extra: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    ...(order ? { [`GET /api/v3/command/${ORDER_ID}`]: { body: envelope(order) } } : {}),
    'POST /api/v3/pricing-engine/cart-config-from-command': { body: envelope({ config: {}, prices: QUOTE }) },
    ...extra,
  });
  /** Each request's headers, in the order of `api.requests`. */
  const headers: Record<string, string>[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    headers.push({ ...(init?.headers as Record<string, string> | undefined) });
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetch);
  return { api, headers, ...renderRoute(path, { http: createHttpClient({ fetch }) }) };
}
