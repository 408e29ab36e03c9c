import { z } from 'zod';
import { EmailSchema } from '../validation/email.js';

/** The wording next to the newsletter box; its version is kept with each consent as proof (RGPD art. 7). */
export const NEWSLETTER_CONSENT = {
  version: '2025-01',
  text: 'J’accepte de recevoir la lettre d’information de Voltaire Énergie (au plus une par mois). Je peux me désinscrire à tout moment par le lien présent dans chaque lettre.',
} as const;

/** Double opt-in: the confirmation link is valid this long; nothing but it is sent before confirmation. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

const CAPTCHA_MESSAGE = 'Veuillez confirmer que vous n’êtes pas un robot.';

export const NewsletterSubscribeSchema = z.object({
  email: EmailSchema,
  consent: z.literal(true, { error: 'Votre accord est nécessaire pour recevoir la lettre d’information.' }),
  captcha: z.string({ error: CAPTCHA_MESSAGE }).min(1, { error: CAPTCHA_MESSAGE }).max(4_000),
});
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

/** A link's token: 43 base64url characters (32 random bytes). */
export const LinkTokenSchema = z
  .string({ error: 'Lien invalide' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Lien invalide' });

export const NEWSLETTER_MESSAGES = {
  NEWSLETTER_LINK_INVALID: 'Ce lien de confirmation n’est pas valable. Inscrivez-vous de nouveau.',
  NEWSLETTER_LINK_EXPIRED:
    'Ce lien de confirmation a expiré (il est valable 7 jours). Inscrivez-vous de nouveau pour en recevoir un autre.',
  NEWSLETTER_UNSUBSCRIBE_INVALID: 'Ce lien de désinscription n’est pas valable.',
} as const;

/** Whether a confirmation link sent at `sentAt` still holds at `now`. */
export function isConfirmationLinkValid(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= NEWSLETTER_CONFIRMATION_DAYS * 86_400_000;
}
