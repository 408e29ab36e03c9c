import { z } from 'zod';

export const ApiErrorSchema = z.object({
  code: z.string().describe('Code stable, en majuscules'),
  message: z.string().describe('Message en français, affichable tel quel'),
  field: z.string().optional().describe('Champ concerné, pour les erreurs de validation'),
});

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ errors: z.array(ApiErrorSchema), notifications: z.array(z.string()), data });
}

export const ErrorEnvelopeSchema = envelopeSchema(z.null());
