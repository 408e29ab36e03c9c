import { z } from 'zod';
import { EmailSchema } from '../validation/email.js';
import { PhoneSchema } from '../validation/phone.js';

/** What an existing customer's link is for: the page it opens. */
export const CONTRACT_LINK_PURPOSES = ['offerChange', 'moving'] as const;
export const ContractLinkPurposeSchema = z.enum(CONTRACT_LINK_PURPOSES, {
  error: 'Indiquez si vous voulez changer d’offre ou déménager',
});
export type ContractLinkPurpose = z.infer<typeof ContractLinkPurposeSchema>;

/** DECISIONS §1b: the link is bound to one contract and valid 7 days. */
export const CONTRACT_LINK_TTL_DAYS = 7;

/** What the encrypted link carries (AES-GCM: unreadable and unforgeable without the key). */
export const ContractLinkPayloadSchema = z.object({
  v: z.literal(1),
  contractId: z.uuid(),
  purpose: ContractLinkPurposeSchema,
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int().positive(),
});
export type ContractLinkPayload = z.infer<typeof ContractLinkPayloadSchema>;

/** The link's encrypted text as the URL carries it (base64url). */
export const ContractLinkTokenSchema = z
  .string({ error: 'Lien invalide' })
  .min(20, { error: 'Lien invalide' })
  .max(400, { error: 'Lien invalide' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Lien invalide' });

/** « Changer d’offre » / « Je déménage »: the e-mail or phone number on file, to receive the link. */
export const ContractLinkRequestSchema = z.object({
  purpose: ContractLinkPurposeSchema,
  contact: z.union([EmailSchema, PhoneSchema], {
    error: 'Indiquez l’adresse e-mail ou le numéro de téléphone de votre contrat',
  }),
});
export type ContractLinkRequest = z.infer<typeof ContractLinkRequestSchema>;

export const CONTRACT_LINK_MESSAGES = {
  /** The same answer whether or not the contact belongs to a customer. */
  requested:
    'Si ces coordonnées correspondent à un contrat Voltaire, vous allez recevoir un lien personnel, valable 7 jours. Pensez à vérifier vos courriers indésirables.',
  invalid:
    'Ce lien n’est pas valide : il a peut-être été mal copié. Demandez un nouveau lien ci-dessous, il vous sera envoyé aussitôt.',
  expired:
    'Ce lien a expiré : il n’est valable que 7 jours. Demandez un nouveau lien ci-dessous, il vous sera envoyé aussitôt.',
  contractClosed:
    'Ce contrat est terminé : il ne peut plus être modifié. Contactez-nous pour toute question.',
  codeRequired: 'Saisissez le code reçu pour continuer.',
} as const;

export type ContractLinkRefusal = 'CONTRACT_LINK_INVALID' | 'CONTRACT_LINK_EXPIRED';

/** Whether an opened link still holds: before its expiry only. */
export function isContractLinkExpired(payload: Pick<ContractLinkPayload, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= payload.expiresAt;
}

/** When a link sent now expires. */
export function contractLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + CONTRACT_LINK_TTL_DAYS * 86_400_000);
}

/** The French address of the page a link opens. */
export const CONTRACT_LINK_PATHS = {
  offerChange: '/changement-offre',
  moving: '/demenagement',
} as const satisfies Record<ContractLinkPurpose, string>;
