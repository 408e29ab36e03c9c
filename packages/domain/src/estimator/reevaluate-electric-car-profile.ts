import type { Result } from '../result.js';
import type { ElectricCar } from './electric-car-charging.js';
import { type ConsumptionEstimate, type EstimateError, estimateConsumption } from './estimate-consumption.js';

/**
 * Re-evaluates an estimate with an electric car (`reevaluate-elec-car-profil`): the car's home
 * charging adds `17 kWh/100 km × km × home share` to the electricity, moves the option to HP/HC
 * and raises the power by at least one step (7.4 kW charger), capped at 36 kVA. The car replaces
 * any car of the estimate (calling it twice does not count the car twice); `null` removes it.
 */
export function reevaluateElectricCarProfile(
  estimate: ConsumptionEstimate,
  car: ElectricCar | null,
): Result<ConsumptionEstimate, EstimateError> {
  const { electricCar: _previous, ...withoutCar } = estimate.input;
  return estimateConsumption(car === null ? withoutCar : { ...withoutCar, electricCar: car });
}
