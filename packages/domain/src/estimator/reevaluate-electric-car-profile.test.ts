import { describe, expect, it } from 'vitest';
import {
  type ConsumptionEstimate,
  type EstimatorInput,
  estimateConsumption,
} from './estimate-consumption.js';
import { reevaluateElectricCarProfile } from './reevaluate-electric-car-profile.js';

function expectOk(result: ReturnType<typeof estimateConsumption>): ConsumptionEstimate {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

const gasFlat: EstimatorInput = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
};

describe('reevaluateElectricCarProfile', () => {
  const before = expectOk(estimateConsumption(gasFlat));

  it('a car of 12,000 km fully charged at home adds 2,040 kWh, moves to HP/HC and raises 6 → 9 kVA', () => {
    // 1,700 + 17 × 120 = 3,740 → 3,800 ; HC 30 + 350 + 1,632 = 2,012 → 2,000
    const after = expectOk(reevaluateElectricCarProfile(before, { yearlyKm: 12_000, homeChargingShare: 1 }));
    expect(after.electricity).toMatchObject({ annualKwh: 3_800, hpKwh: 1_800, hcKwh: 2_000 });
    expect(after.electricity.breakdown.electricCar).toBe(2_040);
    expect(after).toMatchObject({ recommendedKva: 9, recommendedOption: 'HPHC' });
    expect(after.gas).toEqual(before.gas);
  });

  it('replaces the previous car instead of adding a second one', () => {
    const once = expectOk(reevaluateElectricCarProfile(before, { yearlyKm: 12_000, homeChargingShare: 1 }));
    const twice = expectOk(reevaluateElectricCarProfile(once, { yearlyKm: 12_000, homeChargingShare: 1 }));
    expect(twice.electricity).toEqual(once.electricity);
    expect(twice.recommendedKva).toBe(once.recommendedKva);
  });

  it('null removes the car; a car never charged at home changes nothing', () => {
    const withCar = expectOk(
      reevaluateElectricCarProfile(before, { yearlyKm: 12_000, homeChargingShare: 1 }),
    );
    const removed = expectOk(reevaluateElectricCarProfile(withCar, null));
    expect(removed.electricity).toEqual(before.electricity);
    expect(removed).toMatchObject({ recommendedKva: 6, recommendedOption: 'BASE' });
    const publicCharging = expectOk(
      reevaluateElectricCarProfile(before, { yearlyKm: 12_000, homeChargingShare: 0 }),
    );
    expect(publicCharging).toMatchObject({ recommendedKva: 6, recommendedOption: 'BASE' });
    expect(publicCharging.electricity.annualKwh).toBe(1_700);
  });

  it('refuses a bad car with a French message', () => {
    expect(reevaluateElectricCarProfile(before, { yearlyKm: -1, homeChargingShare: 1 })).toMatchObject({
      ok: false,
      code: 'INVALID_ESTIMATOR_INPUT',
      message: 'Le kilométrage ne peut pas être négatif',
    });
  });
});
