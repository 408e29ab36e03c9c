/**
 * Energy-saving certificate (CEE) coefficient by living surface (SPEC §9), as data:
 * each row reads "under `belowM2` m², the coefficient is `coefficient`". "Under" is strict.
 */
export const ENERGY_SAVING_COEFFICIENTS = [
  { belowM2: 35, coefficient: 50 },
  { belowM2: 60, coefficient: 60 },
  { belowM2: 70, coefficient: 70 },
  { belowM2: 90, coefficient: 80 },
  { belowM2: 110, coefficient: 100 },
  { belowM2: 131, coefficient: 110 },
] as const;

/** The coefficient for 131 m² and more. */
export const ENERGY_SAVING_COEFFICIENT_ABOVE = 120;

/** Throws on a negative or NaN surface: the form must have validated it (a bug otherwise). */
export function energySavingCoefficient(surfaceM2: number): number {
  if (!(surfaceM2 >= 0)) throw new RangeError(`Invalid surface: ${surfaceM2}`);
  const row = ENERGY_SAVING_COEFFICIENTS.find(({ belowM2 }) => surfaceM2 < belowM2);
  return row?.coefficient ?? ENERGY_SAVING_COEFFICIENT_ABOVE;
}
