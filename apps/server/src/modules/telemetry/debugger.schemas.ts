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
