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

/**
 * Building a zod schema (and its compiled parser) costs far more than running it, and the dated rules
 * change once a day: each variant is built once and kept, keyed by the day it was built for.
 */
function memoizeByKey<T>(build: (key: string) => T): (key: string) => T {
  const built = new Map<string, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      // Yesterday's rules are never asked for again: keep only a few days.
      if (built.size >= 4) built.clear();
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}

const situationSchemaOn = memoizeByKey(createSituationSchema);
const holderSchemaOn = memoizeByKey(createHolderSchema);
const summarySchemas = {
  withinWithdrawalPeriod: createSummarySchema({ startsWithinWithdrawalPeriod: true }),
  afterWithdrawalPeriod: createSummarySchema({ startsWithinWithdrawalPeriod: false }),
};

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
      return situationSchemaOn(today);
    case 'holder':
      return holderSchemaOn(today);
    case 'payment':
      return PaymentSchema;
    case 'summary':
      return startsWithinWithdrawalPeriod
        ? summarySchemas.withinWithdrawalPeriod
        : summarySchemas.afterWithdrawalPeriod;
  }
}
