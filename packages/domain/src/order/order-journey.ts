import { z } from 'zod';
import { CallContextSchema } from '../agent/call-consent.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { MovingDepartureSchema } from '../customer/moving.js';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { PricingOptionSchema } from '../energy/subscribed-power.js';
import { DeliveryPointStepSchema } from '../journey/delivery-point.js';
import { HolderFieldsSchema } from '../journey/holder.js';
import { HousingStepSchema } from '../journey/housing.js';
import { PaymentSchema } from '../journey/payment.js';
import { SituationFieldsSchema, SUPPLY_STARTS } from '../journey/situation.js';
import { StepDraftsSchema } from '../journey/step-draft.js';
import { JOURNEY_STEPS, type JourneyStep } from '../journey/steps.js';
import { createSummarySchema } from '../journey/summary.js';
import { EnergySchema } from '../pricing/offer.js';
import { ORDER_STATUSES } from './order-status.js';

/** What an order is for: a new subscription now; an offer change or a move for an existing customer. */
export const ORDER_KINDS = ['subscription', 'offerChange', 'moving'] as const;
export const OrderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof OrderKindSchema>;

/** What is known before the journey (an offer picked on `/offres`, a move-in date): step 3 starts from it. */
export const DraftPresetSchema = z.object({
  /** A call-back taken by an agent: who asked to be called, for the holder step. */
  holder: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }).partial().optional(),
  situation: z
    .object({
      kind: z.enum(SUPPLY_STARTS).optional(),
      energy: EnergySchema.optional(),
      offerId: z.string().optional(),
      startDate: IsoDateSchema.optional(),
    })
    .optional(),
});
export type DraftPreset = z.infer<typeof DraftPresetSchema>;

/** Step 5 as stored: the IBAN sealed (AES-GCM) and masked, never in clear; the mandate has its RUM. */
export const StoredPaymentSchema = PaymentSchema.omit({ iban: true }).extend({
  ibanMasked: z.string(),
  ibanSealed: z.string(),
  mandateReference: z.string().max(35),
});
export type StoredPayment = z.infer<typeof StoredPaymentSchema>;

/** Step 5 as anyone outside the server sees it: masked IBAN and RUM only. */
export const PaymentViewSchema = StoredPaymentSchema.omit({ ibanSealed: true });
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** Step 6, whichever the start date: the express request is asked only when supply starts early. */
export const SummaryFieldsSchema = createSummarySchema({ startsWithinWithdrawalPeriod: false });

/**
 * An existing customer's change (kind `offerChange` or `moving`): the contract it starts from, what it had, and
 * when the change takes effect; for a move, what becomes of the old home.
 */
export const ContractChangeSchema = z.object({
  contractId: z.uuid(),
  contractReference: z.string(),
  previous: z.object({
    offerId: z.string(),
    offerName: z.string(),
    kva: z.number().int().nullable(),
    option: PricingOptionSchema.nullable(),
    deliveryPointId: z.string(),
    address: z.string(),
    /** The old home's energy and commune (INSEE), for the technician's visit at a move-out. */
    energy: EnergySchema.optional(),
    citycode: z.string().optional(),
  }),
  /** Offer change: the day the new offer applies (DECISIONS §1b). */
  effectiveDate: IsoDateSchema.optional(),
  /** Moving: the old home's end (both ends) or nothing to end (new home only). */
  departure: MovingDepartureSchema.optional(),
});
export type ContractChange = z.infer<typeof ContractChangeSchema>;

/** The journey of an order as the database keeps it (the `journey` jsonb column): each saved step. */
export const OrderJourneySchema = z.object({
  preset: DraftPresetSchema.optional(),
  housing: HousingStepSchema.optional(),
  deliveryPoint: DeliveryPointStepSchema.optional(),
  situation: SituationFieldsSchema.optional(),
  holder: HolderFieldsSchema.optional(),
  payment: StoredPaymentSchema.optional(),
  summary: SummaryFieldsSchema.optional(),
  /** How an agent's sale began (telesales: an inbound call or a dated prior consent); not a step. */
  call: CallContextSchema.optional(),
  /** Offer change and moving: the contract the order changes (not a step). */
  contractChange: ContractChangeSchema.optional(),
  /** What was typed on a step and not yet saved, for any device that resumes the order (not a step). */
  drafts: StepDraftsSchema.optional(),
});
export type OrderJourney = z.infer<typeof OrderJourneySchema>;

/** The journey as the customer's browser or an agent sees it: the same, the payment masked. */
export const OrderJourneyViewSchema = OrderJourneySchema.extend({ payment: PaymentViewSchema.optional() });
export type OrderJourneyView = z.infer<typeof OrderJourneyViewSchema>;

/** Each step's data as a save-point receives it (before its dated rules, which the server applies). */
export const STEP_INPUT_SCHEMAS = {
  housing: HousingStepSchema,
  deliveryPoint: DeliveryPointStepSchema,
  situation: SituationFieldsSchema,
  holder: HolderFieldsSchema,
  payment: PaymentSchema,
  summary: SummaryFieldsSchema,
} as const satisfies Record<JourneyStep, z.ZodType>;
export type StepInput<S extends JourneyStep> = z.input<(typeof STEP_INPUT_SCHEMAS)[S]>;
export type StepData<S extends JourneyStep> = z.output<(typeof STEP_INPUT_SCHEMAS)[S]>;

/** A save-point: one step of one order, its data checked by that step's schema. */
export function createSavePointSchema<I extends z.ZodType<string>>(orderId: I) {
  return z.discriminatedUnion(
    'step',
    JOURNEY_STEPS.map((step) =>
      z.object({ orderId, step: z.literal(step), data: STEP_INPUT_SCHEMAS[step] }),
    ) as unknown as [SavePointVariant<I, 'housing'>, ...SavePointVariant<I, JourneyStep>[]],
    { error: 'Étape du parcours inconnue' },
  );
}
type SavePointVariant<I extends z.ZodType<string>, S extends JourneyStep> = z.ZodObject<{
  orderId: I;
  step: z.ZodLiteral<S>;
  data: (typeof STEP_INPUT_SCHEMAS)[S];
}>;

/** An order as its owner (customer or agent) sees it. */
export const OrderViewSchema = z.object({
  id: z.uuid(),
  reference: z.string().describe('Référence lisible, VOL-AAAA-XXXXXXXXXX'),
  kind: OrderKindSchema,
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(SALES_CHANNELS).describe('Canal de vente, décidé par le serveur selon l’appelant'),
  agentId: z.string().nullable().describe('Le vendeur, pour les canaux d’agents'),
  offerId: z.string().nullable(),
  promoCode: z.string().nullable(),
  campaign: z.string().nullable(),
  version: z.number().int(),
  journey: OrderJourneyViewSchema,
  completedSteps: z.array(z.enum(JOURNEY_STEPS)),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** The steps saved so far, in journey order. */
export function completedSteps(journey: OrderJourney | OrderJourneyView): JourneyStep[] {
  return JOURNEY_STEPS.filter((step) => journey[step] !== undefined);
}
