import { describe, expect, it } from 'vitest';
import { carCharging, carSimulationEmailLines, cheapestOffer } from './car-simulation.js';
import { type ElectricCar, ElectricCarSchema, electricCarLoad } from './electric-car-charging.js';
import { type EstimatorInput, estimateConsumption } from './estimate-consumption.js';

const gasFlat: EstimatorInput = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
};
const suv: ElectricCar = {
  yearlyKm: 15_000,
  homeChargingShare: 1,
  consumptionKwhPer100Km: 18,
  batteryKwh: 60,
  chargerKw: 11,
  chargingHours: 6,
};

function estimateWith(car: ElectricCar) {
  const result = estimateConsumption({ ...gasFlat, electricCar: car });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('electricCarLoad', () => {
  it('18 kWh/100 km over 15,000 km at home: 2,700 kWh, all off-peak in 6 h, an 11 kW charger adds 6.6 kVA', () => {
    expect(electricCarLoad(suv)).toEqual({
      yearlyKwh: 2_700,
      offPeakSharePercent: 100,
      addedKva: 6.6,
      dailyNeedKwh: 7.4,
      dailyCapacityKwh: 66,
      fullChargeHours: 5.5,
      rangeKm: 333,
    });
  });

  it('keeps the estimator’s defaults when the car is only km and share: 17 kWh/100 km, 80 % off-peak, +3 kVA', () => {
    expect(electricCarLoad({ yearlyKm: 12_000, homeChargingShare: 1 })).toMatchObject({
      yearlyKwh: 2_040,
      offPeakSharePercent: 80,
      addedKva: 3,
      dailyCapacityKwh: null,
      fullChargeHours: null,
      rangeKm: null,
    });
  });

  it('charging 14 h a night puts 8/14 of it in the off-peak hours; a socket adds no power', () => {
    expect(
      electricCarLoad({ yearlyKm: 10_000, homeChargingShare: 0.5, chargerKw: 2.3, chargingHours: 14 }),
    ).toMatchObject({ yearlyKwh: 850, offPeakSharePercent: 57, addedKva: 0, dailyCapacityKwh: 32.2 });
  });

  it('refuses a charger power that is not sold, and impossible figures, in French', () => {
    const parsed = ElectricCarSchema.safeParse({
      yearlyKm: 10_000,
      homeChargingShare: 1,
      chargerKw: 5,
      consumptionKwhPer100Km: 2,
      chargingHours: 30,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'La consommation va de 8 à 40 kWh/100 km',
      'Choisissez une puissance de recharge : 2,3, 3,7, 7,4, 11 ou 22 kW',
      'La recharge dure de 1 à 24 heures par jour',
    ]);
  });
});

describe('estimateConsumption with the dealership’s car', () => {
  it('rounds the power with the HP/HC list: 6 kVA + 6.6 kVA = 12.6 → 15 kVA', () => {
    const estimate = estimateWith(suv);
    expect(estimate).toMatchObject({ recommendedKva: 15, recommendedOption: 'HPHC' });
    expect(estimate.electricity.breakdown.electricCar).toBe(2_700);
    expect(estimate.explanation).toContain(
      'Voiture électrique : 15\u202F000\u00A0km × 18\u00A0kWh/100\u00A0km × 100\u00A0% de recharge à domicile = 2\u202F700\u00A0kWh',
    );
    expect(estimate.explanation).toContain(
      'Borne triphasée (11 kW) (6,6\u00A0kVA de plus avec un délesteur) : soit 15\u00A0kVA',
    );
  });

  it('a 7.4 kW wallbox raises 6 → 9 kVA, as the estimator’s default charger', () => {
    expect(estimateWith({ ...suv, chargerKw: 7.4 }).recommendedKva).toBe(9);
  });

  it('a socket keeps 6 kVA and says to charge off-peak', () => {
    const estimate = estimateWith({ ...suv, chargerKw: 2.3, chargingHours: 8 });
    expect(estimate.recommendedKva).toBe(6);
    expect(estimate.explanation).toContain(
      'Prise domestique (2,3 kW) : la puissance reste de 6\u00A0kVA ; programmez la recharge en heures creuses',
    );
  });

  it('never goes beyond 36 kVA', () => {
    const house = { ...gasFlat, housingType: 'house', surfaceM2: 250, heatingEnergy: 'electricity' } as const;
    const result = estimateConsumption({ ...house, electricCar: { ...suv, chargerKw: 22 } });
    expect(result.ok && result.value.recommendedKva).toBe(36);
  });
});

describe('carCharging', () => {
  it('explains the need, whether the nights cover it, the full charge and the range', () => {
    expect(carCharging(suv).notes).toEqual([
      'Besoin moyen : 7,4\u00A0kWh par jour rechargés à domicile.',
      'La recharge à domicile couvre ce besoin : jusqu’à 66\u00A0kWh par nuit.',
      'Toute la recharge tient dans les 8 heures creuses.',
      'Recharge complète de la batterie : environ 5,5\u00A0h.',
      'Autonomie estimée batterie pleine : 333\u00A0km.',
    ]);
  });

  it('says when the home charging cannot cover the need', () => {
    const charging = carCharging({ ...suv, chargerKw: 2.3, chargingHours: 2 });
    expect(charging.coversNeed).toBe(false);
    expect(charging.notes[1]).toBe(
      'La recharge à domicile ne couvre pas tout : 4,6\u00A0kWh par nuit pour 7,4\u00A0kWh nécessaires ; allongez la recharge ou choisissez une borne plus puissante.',
    );
  });

  it('finds the cheapest offer with the car', () => {
    const cost = (offerId: string, withCarCents: number) => ({
      offerId,
      name: offerId,
      kind: 'fixed' as const,
      withoutCarCents: 0,
      withCarCents,
      carCents: withCarCents,
    });
    expect(cheapestOffer([cost('a', 300), cost('b', 200), cost('c', 250)])?.offerId).toBe('b');
    expect(cheapestOffer([])).toBeUndefined();
  });
});

describe('carSimulationEmailLines', () => {
  it('tells the buyer the car’s kWh, the power and option, and the cheapest offer', () => {
    expect(
      carSimulationEmailLines({
        input: { ...gasFlat, car: suv },
        estimate: { recommendedKva: 15, recommendedOption: 'HPHC' },
        charging: { yearlyKwh: 2_700 },
        offers: [
          {
            offerId: 'elec-fixe',
            name: 'Électricité Fixe',
            kind: 'fixed',
            withoutCarCents: 60_000,
            withCarCents: 110_050,
            carCents: 50_050,
          },
        ],
      }),
    ).toEqual([
      'Votre concessionnaire vous a préparé une simulation pour recharger votre voiture électrique à domicile :',
      '- recharge à domicile : 2\u202F700\u00A0kWh par an (15\u202F000\u00A0km par an) ;',
      '- puissance conseillée : 15\u00A0kVA, option Heures pleines / Heures creuses ;',
      '- offre la moins chère pour vous : Électricité Fixe, 1\u202F100,50\u00A0€ par an TTC, dont 500,50\u00A0€ pour la recharge.',
    ]);
  });
});
