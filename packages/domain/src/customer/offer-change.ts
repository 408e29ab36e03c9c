import { z } from 'zod';
import { addDays } from '../calendar/add-days.js';
import { addMonths } from '../calendar/add-months.js';
import { formatFrenchDate } from '../calendar/french-date.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { type PricingOption, PricingOptionSchema } from '../energy/subscribed-power.js';
import { createSummarySchema } from '../journey/summary.js';
import type { Consumption, Quote } from '../pricing/quote.js';
import { ContractViewSchema } from './contract.js';

/**
 * DECISIONS §1b: an offer change takes effect at the next meter reading for a communicating meter (Linky,
 * Gazpar: read every day, so the next day), otherwise on the first day of the next month.
 */
export function offerChangeEffectiveDate(
  today: string,
  { communicatingMeter }: { communicatingMeter: boolean },
) {
  if (communicatingMeter) return addDays(today, 1);
  return `${addMonths(today, 1).slice(0, 7)}-01`;
}

/** The offer-change journey's steps: the offer (with power and option), then the summary before signing. */
export const OFFER_CHANGE_STEPS = ['offer', 'summary'] as const;
export type OfferChangeStep = (typeof OFFER_CHANGE_STEPS)[number];

/** The offer picked among the eligible ones; power and option may change (rounded up by the domain rule). */
export const OfferChoiceSchema = z.object({
  offerId: z.string({ error: 'Choisissez une offre' }).min(1, { error: 'Choisissez une offre' }).max(64),
  kva: z
    .number({ error: 'Puissance souscrite invalide' })
    .positive({ error: 'Puissance souscrite invalide' })
    .max(1_000)
    .optional(),
  option: PricingOptionSchema.optional(),
});
export type OfferChoice = z.infer<typeof OfferChoiceSchema>;

/** The last step: the journey's summary (terms, meter data, and the express start the server may require). */
export const OfferChangeSummarySchema = createSummarySchema({ startsWithinWithdrawalPeriod: false });

export const OfferChangeSavePointSchema = z.discriminatedUnion(
  'step',
  [
    z.object({
      contractId: z.uuid({ error: 'Contrat introuvable.' }),
      step: z.literal('offer'),
      data: OfferChoiceSchema,
    }),
    z.object({
      contractId: z.uuid({ error: 'Contrat introuvable.' }),
      step: z.literal('summary'),
      data: OfferChangeSummarySchema,
    }),
  ],
  { error: 'Étape du parcours inconnue' },
);
export type OfferChangeSavePoint = z.infer<typeof OfferChangeSavePointSchema>;

/** One offer of the comparison, priced for the customer's consumption. */
export const OfferComparisonRowSchema = z.object({
  offerId: z.string(),
  offerName: z.string(),
  isCurrent: z.boolean(),
  kva: z.number().int().nullable(),
  option: PricingOptionSchema.nullable(),
  annualTotalCents: z.number().int(),
  /** Against the current contract: negative is a saving. */
  differenceVsCurrentCents: z.number().int(),
  /** Against the regulated tariff (or the CRE reference for gas): negative is a saving. */
  differenceVsRegulatedCents: z.number().int(),
  /** The plain sentence the table and the chart's text show. */
  verdict: z.string(),
});
export type OfferComparisonRow = z.infer<typeof OfferComparisonRowSchema>;

/** Whole euros, a no-break space before the sign (the same in every runtime, unlike currency formats). */
const euros = (cents: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(Math.round(Math.abs(cents) / 100))}\u00A0€`;

/** « 45 € de moins par an », « 30 € de plus par an », « le même prix ». */
export function yearlyDifferenceText(cents: number): string {
  if (Math.abs(cents) < 100) return 'le même prix par an';
  return cents < 0 ? `${euros(cents)} de moins par an` : `${euros(cents)} de plus par an`;
}

/**
 * The offers side by side, cheapest first, each against the current contract and the regulated tariff. An
 * offer that would cost more says so plainly.
 */
export function compareOffers(
  current: Quote,
  candidates: readonly Quote[],
  currentOfferId: string,
): OfferComparisonRow[] {
  return [...candidates]
    .sort((a, b) => a.annualTotalCents - b.annualTotalCents)
    .map((quote) => {
      const isCurrent =
        quote.offerId === currentOfferId && quote.kva === current.kva && quote.option === current.option;
      const difference = quote.annualTotalCents - current.annualTotalCents;
      return {
        offerId: quote.offerId,
        offerName: quote.offerName,
        isCurrent,
        kva: quote.kva,
        option: quote.option,
        annualTotalCents: quote.annualTotalCents,
        differenceVsCurrentCents: difference,
        differenceVsRegulatedCents: quote.differenceVsRegulatedCents,
        verdict: isCurrent
          ? 'Votre offre actuelle.'
          : difference >= 100
            ? `Plus chère que votre offre actuelle : ${yearlyDifferenceText(difference)}.`
            : difference <= -100
              ? `Moins chère que votre offre actuelle : ${yearlyDifferenceText(difference)}.`
              : 'Au même prix que votre offre actuelle.',
      };
    });
}

/** A change or a move already under way on the contract: another one is refused and this one shown. */
export const PendingChangeSchema = z.object({
  kind: z.enum(['offerChange', 'moving']),
  orderId: z.uuid(),
  reference: z.string(),
  status: z.enum(['draft', 'submitted', 'signed', 'completed']),
  effectiveDate: IsoDateSchema.nullable(),
  /** Whether the caller's session may carry on with it (a draft or a contract waiting for its signature). */
  resumable: z.boolean(),
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;

const PENDING_KIND_LABELS = { offerChange: 'un changement d’offre', moving: 'un déménagement' } as const;

/** « Un changement d’offre est déjà en cours sur ce contrat (VOL-…), effectif le 01/05/2026. » */
export function pendingChangeMessage(
  pending: Pick<PendingChange, 'kind' | 'reference' | 'effectiveDate' | 'status'>,
): string {
  const what = PENDING_KIND_LABELS[pending.kind];
  const when =
    pending.status === 'completed' && pending.effectiveDate
      ? `, effectif le ${formatFrenchDate(pending.effectiveDate)}`
      : pending.status === 'draft'
        ? ', pas encore signé'
        : ', en attente de signature';
  const next =
    pending.status === 'completed'
      ? 'Une nouvelle demande sera possible une fois ce changement effectif.'
      : 'Terminez-le ou abandonnez-le avant d’en commencer un autre.';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} est déjà en cours sur ce contrat (${pending.reference}${when}). ${next}`;
}

/** Off-peak share assumed when a Base consumption is priced in HP/HC (8 off-peak hours a day). */
export const DEFAULT_OFF_PEAK_SHARE_PERCENT = 35;

/** The consumption in the shape an option prices: a Base total is split for HP/HC, a split is summed for Base. */
export function consumptionForOption(consumption: Consumption, option: PricingOption): Consumption {
  if (option === 'BASE')
    return 'baseKwh' in consumption ? consumption : { baseKwh: consumption.hpKwh + consumption.hcKwh };
  if ('hpKwh' in consumption) return consumption;
  const hcKwh = Math.round((consumption.baseKwh * DEFAULT_OFF_PEAK_SHARE_PERCENT) / 100);
  return { hpKwh: consumption.baseKwh - hcKwh, hcKwh };
}

export const CONSUMPTION_SOURCES = ['contract', 'meter', 'estimate'] as const;
export const CONSUMPTION_SOURCE_LABELS = {
  contract: 'Consommation de votre contrat',
  meter: 'Consommation relevée sur les 12 derniers mois',
  estimate: 'Estimation pour un logement comme le vôtre',
} as const satisfies Record<(typeof CONSUMPTION_SOURCES)[number], string>;

/** get-recap: the contract, its consumption and yearly cost, and every eligible offer side by side. */
export const OfferChangeRecapSchema = z.object({
  contract: ContractViewSchema,
  consumption: z.object({
    source: z.enum(CONSUMPTION_SOURCES),
    label: z.string(),
    annualKwh: z.number().int(),
    hpKwh: z.number().int().nullable(),
    hcKwh: z.number().int().nullable(),
  }),
  current: z.object({
    annualTotalCents: z.number().int(),
    monthlyCents: z.number().int(),
    differenceVsRegulatedCents: z.number().int(),
    lines: z.array(z.string()),
  }),
  /** The power and option the offers are priced with (the contract's, or the customer's choice rounded up). */
  chosen: z.object({ kva: z.number().int().nullable(), option: PricingOptionSchema.nullable() }),
  allowedPowers: z.object({ BASE: z.array(z.number().int()), HPHC: z.array(z.number().int()) }),
  notices: z.array(z.string()),
  offers: z.array(OfferComparisonRowSchema),
  effectiveDate: IsoDateSchema,
  pending: PendingChangeSchema.nullable(),
  /** The caller's offer change in progress on this contract, to carry on with. */
  draft: z
    .object({
      orderId: z.uuid(),
      reference: z.string(),
      offerId: z.string(),
      kva: z.number().int().nullable(),
      option: PricingOptionSchema.nullable(),
      summaryDone: z.boolean(),
      status: z.enum(['draft', 'submitted', 'signed', 'completed']),
    })
    .nullable(),
});
export type OfferChangeRecap = z.infer<typeof OfferChangeRecapSchema>;

/** The thank-you page of an offer change: what changes and when. */
export const OfferChangeConfirmationSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  before: z.object({
    offerName: z.string(),
    kva: z.number().int().nullable(),
    option: PricingOptionSchema.nullable(),
  }),
  after: z.object({
    offerName: z.string(),
    kva: z.number().int().nullable(),
    option: PricingOptionSchema.nullable(),
  }),
  effectiveDate: IsoDateSchema,
  changes: z.array(z.string()),
  withdrawal: z.object({ deadline: IsoDateSchema, explanation: z.string() }),
  emailMasked: z.string(),
  documentUrl: z.string(),
});
export type OfferChangeConfirmation = z.infer<typeof OfferChangeConfirmationSchema>;
