import { z } from 'zod';
import { EmailSchema } from '../validation/email.js';
import { requiredName } from '../validation/name.js';

/** RGPD rights handled from the back office (DECISIONS §2): a copy of one's data, or its erasure. */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_KIND_LABELS = {
  export: 'Recevoir une copie de mes données',
  erasure: 'Effacer mes données',
} as const satisfies Record<DataRequestKind, string>;

/**
 * `unverified` until the requester opens the link sent to the address (nobody gets or erases someone
 * else's data); then `verified`, waiting for the back office; `done` or `refused` once handled.
 */
export const DATA_REQUEST_STATUSES = ['unverified', 'verified', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const DATA_REQUEST_STATUS_LABELS = {
  unverified: 'Adresse non vérifiée',
  verified: 'À traiter',
  done: 'Traitée',
  refused: 'Refusée',
} as const satisfies Record<DataRequestStatus, string>;

/** A request must be answered within one month (RGPD art. 12.3). */
export const DATA_REQUEST_ANSWER_DAYS = 30;

const CAPTCHA_MESSAGE = 'Veuillez confirmer que vous n’êtes pas un robot.';

export const DataRequestSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'Choisissez votre demande' }),
  firstName: requiredName,
  lastName: requiredName,
  email: EmailSchema,
  details: z
    .string()
    .trim()
    .max(2_000, { error: 'Votre message doit compter 2 000 caractères au plus.' })
    .default(''),
  captcha: z.string({ error: CAPTCHA_MESSAGE }).min(1, { error: CAPTCHA_MESSAGE }).max(4_000),
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

export const DataRequestViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  details: z.string(),
  createdAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
  /** What the handling did, in French, e.g. « 1 prospect effacé, 2 demandes anonymisées ». */
  outcome: z.string().nullable(),
});
export type DataRequestView = z.infer<typeof DataRequestViewSchema>;
