import {
  createHolderSchema,
  createSituationSchema,
  createSummarySchema,
  DeliveryPointStepSchema,
  HousingStepSchema,
  JOURNEY_STEPS,
  type JourneyStep,
  PaymentSchema,
} from '@voltaire/domain';

// The steps and their rules live in the domain: the web form validates with the same schemas.
export { JOURNEY_STEPS, type JourneyStep };

/** Each step's rules; the situation, holder and summary rules depend on today and on the chosen start date. */
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
      return createSituationSchema(today);
    case 'holder':
      return createHolderSchema(today);
    case 'payment':
      return PaymentSchema;
    case 'summary':
      return createSummarySchema({ startsWithinWithdrawalPeriod });
  }
}
