import { DeliveryPointIdSchema, type Energy, normalizeDeliveryPointId } from '@voltaire/domain';

export interface DeliveryPointValidation {
  valid: boolean;
  normalizedId: string;
  /** Why the id is refused, in French; `null` when it is valid. */
  message: string | null;
}

/**
 * The format check of a delivery point id (DECISIONS §2): PDL 14 digits; PCE 14 digits or `GI`
 * + 6 digits, after removing spaces. A malformed id is an answer, not an error.
 */
export function validateDeliveryPointId(energy: Energy, id: string): DeliveryPointValidation {
  const parsed = DeliveryPointIdSchema.safeParse({ energy, id });
  return {
    valid: parsed.success,
    normalizedId: normalizeDeliveryPointId(id),
    message: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Numéro invalide'),
  };
}
