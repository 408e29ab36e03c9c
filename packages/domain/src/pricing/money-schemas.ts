import { z } from 'zod';

/**
 * The zod schemas of `money.ts`'s units, apart from it: a screen that only formats an amount (the home page)
 * then loads no zod.
 */
export const CentsSchema = z.int({ error: 'Montant invalide (centimes entiers attendus)' });
export const NonNegativeCentsSchema = CentsSchema.nonnegative({
  error: 'Le montant ne peut pas être négatif',
});
export const MillicentsPerKwhSchema = z
  .int({ error: 'Prix du kWh invalide (cent-millièmes d’euro entiers attendus)' })
  .nonnegative({ error: 'Le prix du kWh ne peut pas être négatif' });
/** A percentage between 0 and 100, taken to the hundredth. */
export const PercentSchema = z
  .number({ error: 'Pourcentage invalide' })
  .min(0, { error: 'Le pourcentage doit être compris entre 0 et 100' })
  .max(100, { error: 'Le pourcentage doit être compris entre 0 et 100' });
