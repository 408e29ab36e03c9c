import { z } from 'zod';
import { CatalogueIdSchema } from './add-on-product.js';

/** Fuel of a boiler: the maintenance service covers some gas and fuel-oil models. */
export const BOILER_ENERGIES = ['gas', 'fuelOil'] as const;
export const BoilerEnergySchema = z.enum(BOILER_ENERGIES, { error: 'Énergie de chaudière inconnue' });
export type BoilerEnergy = z.infer<typeof BoilerEnergySchema>;
export const BOILER_ENERGY_LABELS = {
  gas: 'Gaz',
  fuelOil: 'Fioul',
} as const satisfies Record<BoilerEnergy, string>;

/** A boiler model and whether the « Entretien chaudière » service can maintain it. */
export const BoilerSchema = z.object({
  id: CatalogueIdSchema,
  brand: z.string().trim().min(1, { error: 'Marque obligatoire' }).max(80),
  model: z.string().trim().min(1, { error: 'Modèle obligatoire' }).max(120),
  energy: BoilerEnergySchema,
  eligibleForMaintenance: z.boolean(),
});
export type Boiler = z.infer<typeof BoilerSchema>;
