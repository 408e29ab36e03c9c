import { EmailSchema, requiredName } from '@voltaire/domain';
import { z } from 'zod';
import { JsonValueSchema } from '../../http/envelope-schema.js';

/** SPEC §7 error report sent by the web app's error boundary. */
export const DebuggerNotifyBodySchema = z.object({
  type: z.string().trim().min(1, { error: 'Champ obligatoire' }).max(64),
  url: z.string().trim().min(1, { error: 'Champ obligatoire' }).max(2_048),
  description: z.string().max(20_000).default(''),
  customData: JsonValueSchema.optional().describe('Journaux client mis en mémoire tampon'),
});
export type DebuggerNotifyBody = z.infer<typeof DebuggerNotifyBodySchema>;

/** debugger/openCase: the same report, and who to answer; a case is opened with the scrubbed logs attached. */
export const DebuggerOpenCaseBodySchema = DebuggerNotifyBodySchema.extend({
  firstName: requiredName,
  lastName: requiredName,
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .max(2_000, { error: 'Votre message doit compter 2 000 caractères au plus.' })
    .default(''),
  captcha: z
    .string({ error: 'Veuillez confirmer que vous n’êtes pas un robot.' })
    .min(1, { error: 'Veuillez confirmer que vous n’êtes pas un robot.' })
    .max(4_000),
});
export type DebuggerOpenCaseBody = z.infer<typeof DebuggerOpenCaseBodySchema>;
