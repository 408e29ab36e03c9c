import {
  type ConsumptionEstimate,
  type EstimatorInput,
  energySavingCoefficient,
  estimateConsumption,
  type Result,
  reevaluateElectricCarProfile,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { ReevaluateElectricCarBody } from './estimator.schemas.js';

/** A domain failure (power beyond 36 kVA, gas beyond 150,000 kWh…) becomes a French 400. */
export function unwrap<T, E extends ErrorCode>(result: Result<T, E>): T {
  if (!result.ok) throw new BusinessError(result.code, result.message);
  return result.value;
}

/** The consumption estimator of SPEC §7 static calls: the rules are the domain's. */
export const estimatorService = {
  estimate(input: EstimatorInput): ConsumptionEstimate {
    return unwrap(estimateConsumption(input));
  },

  /** The estimate without the car, then with it: what the car changes (kWh, option, kVA). */
  reevaluateElectricCar({ car, ...input }: ReevaluateElectricCarBody): {
    before: ConsumptionEstimate;
    estimate: ConsumptionEstimate;
  } {
    const before = unwrap(estimateConsumption(input));
    return { before, estimate: unwrap(reevaluateElectricCarProfile(before, car)) };
  },

  ceeCoefficient(surfaceM2: number): { surfaceM2: number; coefficient: number } {
    return { surfaceM2, coefficient: energySavingCoefficient(surfaceM2) };
  },
};
