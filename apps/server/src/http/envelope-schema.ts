import { z } from 'zod';

export const ApiErrorSchema = z.object({
  code: z.string().describe('Code stable, en majuscules'),
  message: z.string().describe('Message en français, affichable tel quel'),
  field: z.string().optional().describe('Champ concerné, pour les erreurs de validation'),
});

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ errors: z.array(ApiErrorSchema), notifications: z.array(z.string()), data });
}

/** Every 4xx and 5xx answer; `components.schemas.ErrorEnvelope` in OpenAPI. */
export const ErrorEnvelopeSchema = envelopeSchema(z.null()).meta({ id: 'ErrorEnvelope' });

/**
 * Any JSON value. Recursive, so it needs an id: OpenAPI then holds it once in `components.schemas.JsonValue`,
 * which it refers to (use it rather than `z.json()` in route schemas).
 */
export const JsonValueSchema: z.ZodType<JsonValue> = z
  .lazy(() =>
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(JsonValueSchema),
      z.record(z.string(), JsonValueSchema),
    ]),
  )
  .meta({ id: 'JsonValue' });
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
