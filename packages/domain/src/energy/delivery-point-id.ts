import { z } from 'zod';

/** Electricity delivery point (PDL / PRM, Enedis): exactly 14 digits, no public checksum. */
export const PDL_PATTERN = /^\d{14}$/;
/** Gas delivery point (PCE, GRDF): 14 digits, or `GI` followed by 6 digits. */
export const PCE_PATTERN = /^(?:\d{14}|GI\d{6})$/;

export const PDL_MESSAGE = 'Le numéro de PDL doit comporter exactement 14 chiffres.';
export const PCE_MESSAGE = 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.';
export const DELIVERY_POINT_REQUIRED_MESSAGE = 'Champ obligatoire';

export type Energy = 'electricity' | 'gas';

/** Strict check on the exact string (no trimming). Schemas below normalise first. */
export function isValidPdl(id: string): boolean {
  return PDL_PATTERN.test(id);
}

/** Strict check on the exact string (no trimming). Schemas below normalise first. */
export function isValidPce(id: string): boolean {
  return PCE_PATTERN.test(id);
}

export function isValidDeliveryPointId(id: string, energy: Energy): boolean {
  return energy === 'electricity' ? isValidPdl(id) : isValidPce(id);
}

/** Removes every white space (bills print the id in groups) and upper-cases `gi`. */
export function normalizeDeliveryPointId(id: string): string {
  return id.replace(/\s+/g, '').toUpperCase();
}

export const PdlSchema = z
  .string({ error: DELIVERY_POINT_REQUIRED_MESSAGE })
  .overwrite(normalizeDeliveryPointId)
  .min(1, { error: DELIVERY_POINT_REQUIRED_MESSAGE, abort: true })
  .regex(PDL_PATTERN, { error: PDL_MESSAGE });
export type Pdl = z.infer<typeof PdlSchema>;

export const PceSchema = z
  .string({ error: DELIVERY_POINT_REQUIRED_MESSAGE })
  .overwrite(normalizeDeliveryPointId)
  .min(1, { error: DELIVERY_POINT_REQUIRED_MESSAGE, abort: true })
  .regex(PCE_PATTERN, { error: PCE_MESSAGE });
export type Pce = z.infer<typeof PceSchema>;

/** A delivery point with its energy: the id is checked against the energy's format. */
export const DeliveryPointIdSchema = z.discriminatedUnion('energy', [
  z.object({ energy: z.literal('electricity'), id: PdlSchema }),
  z.object({ energy: z.literal('gas'), id: PceSchema }),
]);
export type DeliveryPointId = z.infer<typeof DeliveryPointIdSchema>;

/** A delivery point of either energy, typed by its energy. */
export const deliveryPointOf = (energy: Energy, id: string): DeliveryPointId =>
  energy === 'electricity' ? { energy, id } : { energy, id };
