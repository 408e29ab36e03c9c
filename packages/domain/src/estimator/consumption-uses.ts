/** The uses an estimate adds up (`ElectricityBreakdown`; a gas estimate has the first three), in order. */
export const CONSUMPTION_USES = ['heating', 'hotWater', 'cooking', 'specificUses', 'electricCar'] as const;
export type ConsumptionUse = (typeof CONSUMPTION_USES)[number];

/** The uses as the breakdown chart and its table name them. */
export const CONSUMPTION_USE_LABELS = {
  heating: 'Chauffage',
  hotWater: 'Eau chaude',
  cooking: 'Cuisson',
  specificUses: 'Autres usages',
  electricCar: 'Voiture électrique',
} as const satisfies Record<ConsumptionUse, string>;

export interface ConsumptionPart {
  use: ConsumptionUse;
  label: string;
  kwh: number;
}

/** An estimate's breakdown as the uses that consume something, heating first and the car last. */
export function consumptionParts(breakdown: Partial<Record<ConsumptionUse, number>>): ConsumptionPart[] {
  return CONSUMPTION_USES.flatMap((use) => {
    const kwh = breakdown[use] ?? 0;
    return kwh > 0 ? [{ use, label: CONSUMPTION_USE_LABELS[use], kwh }] : [];
  });
}
