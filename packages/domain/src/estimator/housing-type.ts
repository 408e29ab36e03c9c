import { z } from 'zod';

/** Housing types, with English keys; screens show the French labels. */
export const HOUSING_TYPES = ['flat', 'house'] as const;
export const HousingTypeSchema = z.enum(HOUSING_TYPES, { error: 'Choisissez un type de logement' });
export type HousingType = z.infer<typeof HousingTypeSchema>;

export const HOUSING_TYPE_LABELS = {
  flat: 'Appartement',
  house: 'Maison',
} as const satisfies Record<HousingType, string>;
