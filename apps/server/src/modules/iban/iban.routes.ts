import { IbanSchema, isValidIban, maskIban, normalizeIban, VALIDATION_MESSAGES } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { FRENCH_BANKS } from './french-banks.js';

const IbanCheckSchema = z.object({
  valid: z.literal(true),
  /** Masked: the answer never echoes the whole IBAN. */
  ibanMasked: z.string(),
  country: z.string().length(2),
  bankCode: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
});
export type IbanCheck = z.infer<typeof IbanCheckSchema>;

/** The IBAN's bank, from its bank code, when the IBAN is French and the code in our directory. */
export function checkIban(value: string): IbanCheck | null {
  const iban = normalizeIban(value);
  if (!isValidIban(iban)) return null;
  const country = iban.slice(0, 2);
  const bankCode = country === 'FR' ? iban.slice(4, 9) : null;
  const bank = bankCode ? FRENCH_BANKS[bankCode] : undefined;
  return {
    valid: true,
    ibanMasked: maskIban(iban),
    country,
    bankCode,
    bic: bank?.bic ?? null,
    bankName: bank?.name ?? null,
  };
}

/** `iban` (v2): checks an IBAN (DECISIONS §1) and names its bank; nothing is stored, nothing logged. */
export const ibanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/iban',
    {
      bodyLimit: 1_024,
      schema: {
        tags: ['orders'],
        summary:
          'Vérifie un IBAN (clé ISO 13616, pays de la zone SEPA, 27 caractères en France) et donne le nom et le BIC de sa banque ; rien n’est conservé',
        body: z.object({ iban: z.string({ error: 'Champ obligatoire' }).max(64) }).strict(),
        response: { 200: envelopeSchema(IbanCheckSchema) },
      },
    },
    async (request) => {
      const parsed = IbanSchema.safeParse(request.body.iban);
      const check = parsed.success ? checkIban(parsed.data) : null;
      if (!check) {
        const message = parsed.success
          ? VALIDATION_MESSAGES.invalidIban
          : (parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.invalidIban);
        throw new BusinessError('INVALID_IBAN', message, [{ code: 'INVALID_IBAN', message, field: 'iban' }]);
      }
      return envelope(check);
    },
  );
};
