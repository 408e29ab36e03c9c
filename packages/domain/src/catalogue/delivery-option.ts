import { z } from 'zod';
import { NonNegativeCentsSchema } from '../pricing/money-schemas.js';

/** How a good reaches the customer: at home, or at a UPS relay point (SPEC §7 `livraison-prices`). */
export const DELIVERY_MODES = ['home', 'relay'] as const;
export const DeliveryModeSchema = z.enum(DELIVERY_MODES, { error: 'Mode de livraison inconnu' });
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;
export const DELIVERY_MODE_LABELS = {
  home: 'Livraison à domicile',
  relay: 'Livraison en point relais UPS',
} as const satisfies Record<DeliveryMode, string>;

const WorkingDaysSchema = z
  .int({ error: 'Délai invalide (jours ouvrés entiers attendus)' })
  .min(0, { error: 'Le délai ne peut pas être négatif' })
  .max(60, { error: 'Délai trop long (60 jours ouvrés au plus)' });

/** A delivery price and its delay, in working days (weekends and French public holidays excluded). */
export const DeliveryOptionSchema = z
  .object({
    mode: DeliveryModeSchema,
    priceCents: NonNegativeCentsSchema,
    minWorkingDays: WorkingDaysSchema,
    maxWorkingDays: WorkingDaysSchema,
  })
  .refine((option) => option.minWorkingDays <= option.maxWorkingDays, {
    error: 'Le délai minimal dépasse le délai maximal',
    path: ['maxWorkingDays'],
  });
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

const days = (count: number) => (count <= 1 ? `${count}\u00A0jour ouvré` : `${count}\u00A0jours ouvrés`);

/** `(2, 4)` → `2 à 4 jours ouvrés`; `(3, 3)` → `3 jours ouvrés`; `(0, 1)` → `0 à 1 jour ouvré`. */
export function formatDeliveryDelay(minWorkingDays: number, maxWorkingDays: number): string {
  if (minWorkingDays === maxWorkingDays) return days(maxWorkingDays);
  return `${minWorkingDays} à ${days(maxWorkingDays)}`;
}
