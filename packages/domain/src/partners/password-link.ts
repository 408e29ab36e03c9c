import { z } from 'zod';
import { StaffPasswordSchema } from './staff-password.js';

/** Invitation and reset links: single use, valid 72 h (DECISIONS §1b). */
export const PASSWORD_LINK_TTL_HOURS = 72;

export const PASSWORD_LINK_PURPOSES = ['invitation', 'reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** The page the e-mailed link opens; the token follows in the fragment, never sent to a server by the browser. */
export const SET_PASSWORD_PATH = '/definir-mot-de-passe';

export const PasswordLinkTokenSchema = z.string({ error: 'Lien invalide' }).regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'Ce lien est invalide : ouvrez le lien reçu par e-mail, en entier.',
});

export const PasswordLinkQuerySchema = z.object({ token: PasswordLinkTokenSchema });

/** What the set-password page shows before the person chooses a password. */
export const PasswordLinkViewSchema = z.object({
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  email: z.string(),
  displayName: z.string(),
  organisationName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PasswordLinkView = z.infer<typeof PasswordLinkViewSchema>;

export const SetPasswordBodySchema = z.object({
  token: PasswordLinkTokenSchema,
  password: StaffPasswordSchema,
});
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

export const PASSWORD_LINK_MESSAGES = {
  invalid:
    'Ce lien n’est pas valide ou a déjà servi. Demandez à votre administrateur de vous en envoyer un nouveau.',
  expired:
    'Ce lien a expiré (il était valable 72 heures). Demandez à votre administrateur de vous en envoyer un nouveau.',
} as const;
