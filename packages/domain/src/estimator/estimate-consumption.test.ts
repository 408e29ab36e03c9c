import { describe, expect, it } from 'vitest';
import {
  type ConsumptionEstimate,
  type EstimatorInput,
  estimateConsumption,
} from './estimate-consumption.js';

const plain = (lines: readonly string[]) => lines.map((line) => line.replace(/[\u00A0\u202F]/g, ' '));

function expectOk(result: ReturnType<typeof estimateConsumption>): ConsumptionEstimate {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

/** 60 m² flat, 2 people, gas heating and hot water, electric cooking. */
const gasFlat: EstimatorInput = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
};

/** 120 m² house, 4 people, all electric. */
const electricHouse: EstimatorInput = {
  housingType: 'house',
  surfaceM2: 120,
  occupants: 4,
  heatingEnergy: 'electricity',
  hotWaterEnergy: 'electricity',
  cookingEnergy: 'electricity',
};

describe('estimateConsumption — realistic households', () => {
  it('60 m² flat, 2 people, gas heating: 1,700 kWh of electricity (Base, 6 kVA) and 7,600 kWh of gas (B1)', () => {
    // Electricity: cooking 100 + 2 × 100 = 300 ; appliances 600 + 2 × 400 = 1,400 → 1,700
    // Gas: heating 60 × 95 = 5,700 ; hot water 2 × 950 = 1,900 → 7,600
    // Power: base 3 + cooking 2 = 5 → raised to the 6 kVA minimum
    const estimate = expectOk(estimateConsumption(gasFlat));
    expect(estimate.electricity).toEqual({
      annualKwh: 1_700,
      hpKwh: 1_400,
      hcKwh: 300, // 300 × 10 % + 1,400 × 25 % = 380 → rounded down to 300
      breakdown: { heating: 0, hotWater: 0, cooking: 300, specificUses: 1_400, electricCar: 0 },
    });
    expect(estimate.gas).toEqual({
      annualKwh: 7_600,
      usageClass: 'B1',
      breakdown: { heating: 5_700, hotWater: 1_900, cooking: 0 },
    });
    expect(estimate.recommendedKva).toBe(6);
    expect(estimate.recommendedOption).toBe('BASE');
    expect(plain(estimate.explanation)).toEqual([
      'Cuisson électrique : 100 kWh + 2 occupants × 100 kWh = 300 kWh',
      'Chauffage au gaz : 60 m² × 95 kWh/m²/an = 5 700 kWh',
      'Eau chaude au gaz : 2 occupants × 950 kWh = 1 900 kWh',
      'Électroménager, éclairage et multimédia : 600 kWh + 2 occupants × 400 kWh = 1 400 kWh',
      'Électricité : 1 700 kWh par an, arrondi à la centaine supérieure (estimation volontairement prudente pour ne pas sous-estimer vos mensualités)',
      'Gaz : 7 600 kWh par an, arrondi à la centaine supérieure — classe B1 (chauffage)',
      'Option conseillée : Base (aucun gros usage à programmer en heures creuses)',
      'Puissance des usages simultanés : base 3 kVA + cuisson 2 kVA = 5 kVA, porté au minimum conseillé de 6 kVA, soit 6 kVA',
      'Puissance conseillée : 6 kVA en option Base',
    ]);
  });

  it('120 m² house, 4 people, electric heating: 18,200 kWh (HP 11,400 / HC 6,800), HP/HC 15 kVA, no gas', () => {
    // heating 120 × 100 = 12,000 ; hot water 4 × 800 = 3,200 ; cooking 100 + 4 × 100 = 500 ;
    // appliances 900 + 4 × 400 = 2,500 → 18,200
    // HC: 12,000 × 30 % + 3,200 × 80 % + 500 × 10 % + 2,500 × 25 % = 6,835 → 6,800
    // Power: 3 + 2 + 1 + 120 × 75 W = 9 → 15 kVA
    const estimate = expectOk(estimateConsumption(electricHouse));
    expect(estimate.electricity).toEqual({
      annualKwh: 18_200,
      hpKwh: 11_400,
      hcKwh: 6_800,
      breakdown: { heating: 12_000, hotWater: 3_200, cooking: 500, specificUses: 2_500, electricCar: 0 },
    });
    expect(estimate.gas).toEqual({
      annualKwh: 0,
      usageClass: null,
      breakdown: { heating: 0, hotWater: 0, cooking: 0 },
    });
    expect(estimate.recommendedKva).toBe(15);
    expect(estimate.recommendedOption).toBe('HPHC');
    expect(plain(estimate.explanation)).toContain(
      'Option conseillée : Heures pleines / Heures creuses (chauffage électrique, eau chaude électrique) — dont environ 6 800 kWh en heures creuses et 11 400 kWh en heures pleines',
    );
    expect(plain(estimate.explanation)).toContain(
      'Puissance des usages simultanés : base 3 kVA + cuisson 2 kVA + eau chaude 1 kVA + chauffage 120 m² × 75 W/m² 9 kVA = 15 kVA, soit 15 kVA',
    );
    expect(plain(estimate.explanation)).toContain('Gaz : aucun usage au gaz déclaré');
  });

  it('the same house with a car, 15,000 km at 80 % home charging: +2,040 kWh → 20,300 kWh, 18 kVA', () => {
    // 17 kWh/100 km × 15,000 km × 80 % = 2,040 ; 18,240 → 20,240 → 20,300
    // HC: 6,835 + 2,040 × 80 % = 8,467 → 8,400 ; power 15 kVA + one step → 18 kVA
    const estimate = expectOk(
      estimateConsumption({ ...electricHouse, electricCar: { yearlyKm: 15_000, homeChargingShare: 0.8 } }),
    );
    expect(estimate.electricity).toMatchObject({ annualKwh: 20_300, hpKwh: 11_900, hcKwh: 8_400 });
    expect(estimate.electricity.breakdown.electricCar).toBe(2_040);
    expect(estimate.recommendedKva).toBe(18);
    expect(plain(estimate.explanation)).toContain(
      'Voiture électrique : 15 000 km × 17 kWh/100 km × 80 % de recharge à domicile = 2 040 kWh',
    );
    expect(plain(estimate.explanation)).toContain(
      'Borne de recharge 7,4 kW : un palier de plus, soit 18 kVA',
    );
  });

  it('100 m² gas house, 3 people: 15,400 kWh of gas (B1) and 2,100 kWh of electricity in Base 6 kVA', () => {
    // gas: 100 × 120 = 12,000 + 3 × 950 = 2,850 + 150 + 3 × 120 = 510 → 15,360 → 15,400
    const estimate = expectOk(
      estimateConsumption({
        ...electricHouse,
        surfaceM2: 100,
        occupants: 3,
        heatingEnergy: 'gas',
        hotWaterEnergy: 'gas',
        cookingEnergy: 'gas',
      }),
    );
    expect(estimate.gas).toMatchObject({ annualKwh: 15_400, usageClass: 'B1' });
    expect(estimate.electricity.annualKwh).toBe(2_100);
    expect(estimate).toMatchObject({ recommendedKva: 6, recommendedOption: 'BASE' });
  });

  it('a studio heated by the building network, gas cooking: gas class Base', () => {
    // cooking 150 + 120 = 270 → 300 kWh
    const estimate = expectOk(
      estimateConsumption({
        housingType: 'flat',
        surfaceM2: 25,
        occupants: 1,
        heatingEnergy: 'other',
        hotWaterEnergy: 'other',
        cookingEnergy: 'gas',
      }),
    );
    expect(estimate.gas).toMatchObject({ annualKwh: 300, usageClass: 'BASE' });
    expect(estimate.electricity.annualKwh).toBe(1_000); // 600 + 400
  });

  it('a surface with decimals is rounded up, not down: 62.5 m² × 95 = 5,937.5 → 5,938', () => {
    const estimate = expectOk(estimateConsumption({ ...gasFlat, surfaceM2: 62.5 }));
    expect(estimate.gas.breakdown.heating).toBe(5_938);
    expect(estimate.gas.annualKwh).toBe(7_900); // 5,938 + 1,900 = 7,838 → 7,900
  });
});

describe('estimateConsumption — power limits', () => {
  it.each([
    [300, 30], // 3 + 2 + 1 + 22.5 = 28.5 → 30
    [400, 36], // 3 + 2 + 1 + 30 = 36
  ])('an electric house of %s m² → %s kVA', (surfaceM2, expected) => {
    expect(expectOk(estimateConsumption({ ...electricHouse, surfaceM2 })).recommendedKva).toBe(expected);
  });

  it('a car at 36 kVA stays capped at 36 kVA', () => {
    const estimate = expectOk(
      estimateConsumption({
        ...electricHouse,
        surfaceM2: 400,
        electricCar: { yearlyKm: 10_000, homeChargingShare: 1 },
      }),
    );
    expect(estimate.recommendedKva).toBe(36);
  });

  it('beyond 36 kVA the failure of roundUpSubscribedPower comes back', () => {
    expect(estimateConsumption({ ...electricHouse, surfaceM2: 500 })).toMatchObject({
      ok: false,
      code: 'POWER_OUT_OF_RANGE',
    });
  });

  it('a large gas house is B2i', () => {
    const estimate = expectOk(
      estimateConsumption({ ...electricHouse, surfaceM2: 400, heatingEnergy: 'gas' }),
    );
    expect(estimate.gas).toMatchObject({ annualKwh: 48_000, usageClass: 'B2I' });
  });
});

describe('estimateConsumption — input checked with French messages', () => {
  it.each([
    [{ ...gasFlat, surfaceM2: 5 }, 'La surface doit être d’au moins 9 m²'],
    [{ ...gasFlat, occupants: 0 }, 'Le logement compte au moins 1 occupant'],
    [{ ...gasFlat, occupants: 2.5 }, 'Indiquez le nombre d’occupants'],
    [{ ...gasFlat, housingType: 'castle' }, 'Choisissez un type de logement'],
    [{ ...gasFlat, heatingEnergy: 'coal' }, 'Choisissez l’énergie de chauffage'],
    [
      { ...gasFlat, electricCar: { yearlyKm: 10_000, homeChargingShare: 1.5 } },
      'La part de recharge à domicile va de 0 à 100 %',
    ],
  ])('%j → %s', (input, message) => {
    expect(estimateConsumption(input as EstimatorInput)).toEqual({
      ok: false,
      code: 'INVALID_ESTIMATOR_INPUT',
      message,
    });
  });
});

describe('estimates are conservative', () => {
  const households: EstimatorInput[] = [
    gasFlat,
    electricHouse,
    { ...electricHouse, surfaceM2: 37, occupants: 1, housingType: 'flat' },
    { ...gasFlat, surfaceM2: 143.7, occupants: 5, housingType: 'house' },
  ];

  it.each(households)('totals are whole hundreds of kWh, never below the sum of uses: %j', (input) => {
    const estimate = expectOk(estimateConsumption(input));
    const electricitySum = Object.values(estimate.electricity.breakdown).reduce((a, b) => a + b, 0);
    const gasSum = Object.values(estimate.gas.breakdown).reduce((a, b) => a + b, 0);
    expect(estimate.electricity.annualKwh % 100).toBe(0);
    expect(estimate.gas.annualKwh % 100).toBe(0);
    expect(estimate.electricity.annualKwh).toBeGreaterThanOrEqual(electricitySum);
    expect(estimate.gas.annualKwh).toBeGreaterThanOrEqual(gasSum);
    expect(estimate.electricity.hpKwh + estimate.electricity.hcKwh).toBe(estimate.electricity.annualKwh);
    expect(estimate.electricity.hcKwh % 100).toBe(0);
  });
});
