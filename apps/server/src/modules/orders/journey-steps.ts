import {
  ConsumptionSchema,
  createAddressSchema,
  createHolderSchema,
  createSummarySchema,
  DeliveryPointIdSchema,
  EnergySchema,
  IsoDateSchema,
  PaymentSchema,
  PricingOptionSchema,
} from '@voltaire/domain';
import { z } from 'zod';

export const JOURNEY_STEPS = [
  'housing',
  'deliveryPoint',
  'situation',
  'holder',
  'payment',
  'summary',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

const HousingStepSchema = z.object({
  address: createAddressSchema({ consentFindPoint: true }),
  housingType: z.enum(['flat', 'house']).optional(),
});

const DeliveryPointStepSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('confirmed'),
    point: DeliveryPointIdSchema,
    confirmedMine: z.literal(true, { error: 'Confirmez que ce compteur est bien le vôtre.' }),
  }),
  z.object({ mode: z.literal('unknown') }),
]);

const SituationStepSchema = z.object({
  kind: z.enum(['switching', 'connection'], {
    error: 'Indiquez si vous emménagez ou changez de fournisseur',
  }),
  energy: EnergySchema,
  offerId: z.string().min(1, { error: 'Choisissez une offre' }),
  kva: z.number().int().optional(),
  option: PricingOptionSchema.optional(),
  /** Electricity: a Base total or the HP/HC split; gas: `annualKwh`. */
  consumption: ConsumptionSchema.optional(),
  annualKwh: z.number().int().positive().max(1_000_000).optional(),
  startDate: IsoDateSchema,
  express: z.boolean().default(false),
});

/** Each step's rules; the holder and summary rules depend on today and on the chosen start date. */
export function stepSchema(
  step: JourneyStep,
  { today, startsWithinWithdrawalPeriod }: { today: string; startsWithinWithdrawalPeriod: boolean },
) {
  switch (step) {
    case 'housing':
      return HousingStepSchema;
    case 'deliveryPoint':
      return DeliveryPointStepSchema;
    case 'situation':
      return SituationStepSchema;
    case 'holder':
      return createHolderSchema(today);
    case 'payment':
      return PaymentSchema;
    case 'summary':
      return createSummarySchema({ startsWithinWithdrawalPeriod });
  }
}
