import { z } from 'zod';
import { normalizeDeliveryPointId } from '../energy/delivery-point-id.js';
import { CivilitySchema } from '../journey/holder.js';
import { EmailSchema } from '../validation/email.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { requiredName } from '../validation/name.js';
import { isValidPhone, stripPhoneSeparators } from '../validation/phone.js';
import { CASE_STATUSES } from './case-status.js';
import { CONTACT_THEME_IDS, type ContactTheme, findContactTheme } from './contact-themes.js';
import { UPLOAD_MAX_FILES, UPLOAD_MESSAGES } from './upload.js';

export const CASE_MESSAGE_MAX_LENGTH = 5_000;
export const CASE_MESSAGES = {
  themeRequired: 'Choisissez le sujet de votre demande',
  customerReference: 'Référence client invalide (6 à 20 lettres ou chiffres)',
  deliveryPoint: 'Le numéro de PDL ou de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.',
  messageTooLong: `Votre message doit compter ${CASE_MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères au plus.`,
  captcha: 'Veuillez confirmer que vous n’êtes pas un robot.',
} as const;

const optional = (schema: z.ZodString, pattern: RegExp, message: string) =>
  schema.refine((value) => value === '' || pattern.test(value), { error: message }).default('');

/** The fields of a case, whoever opens it (the web form, an agent, another system). */
export const CaseFieldsSchema = z.object({
  themeId: z.enum(CONTACT_THEME_IDS, { error: CASE_MESSAGES.themeRequired }),
  civility: CivilitySchema,
  firstName: requiredName,
  lastName: requiredName,
  email: EmailSchema,
  phone: z
    .string()
    .overwrite(stripPhoneSeparators)
    .max(20, { error: VALIDATION_MESSAGES.invalidPhone })
    .refine((value) => value === '' || isValidPhone(value), { error: VALIDATION_MESSAGES.invalidPhone })
    .default(''),
  customerReference: optional(
    z.string().trim().toUpperCase().max(20, { error: CASE_MESSAGES.customerReference }),
    /^[A-Z0-9-]{6,20}$/,
    CASE_MESSAGES.customerReference,
  ),
  deliveryPointId: optional(
    z.string().max(32, { error: CASE_MESSAGES.deliveryPoint }).overwrite(normalizeDeliveryPointId),
    /^(?:\d{14}|GI\d{6})$/,
    CASE_MESSAGES.deliveryPoint,
  ),
  zipCode: optional(
    z.string().trim().max(5, { error: VALIDATION_MESSAGES.invalidPostalCode }),
    /^\d{5}$/,
    VALIDATION_MESSAGES.invalidPostalCode,
  ),
  city: z.string().trim().max(255, { error: VALIDATION_MESSAGES.invalidFormat }).default(''),
  inseeCode: optional(
    z.string().trim().toUpperCase().max(5, { error: VALIDATION_MESSAGES.invalidInseeCode }),
    /^(?:\d{5}|2[AB]\d{3})$/,
    VALIDATION_MESSAGES.invalidInseeCode,
  ),
  message: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(CASE_MESSAGE_MAX_LENGTH, { error: CASE_MESSAGES.messageTooLong }),
  attachmentIds: z
    .array(z.uuid({ error: 'Pièce jointe inconnue' }))
    .max(UPLOAD_MAX_FILES, { error: UPLOAD_MESSAGES.UPLOAD_TOO_MANY })
    .default([]),
});
export type CaseFields = z.infer<typeof CaseFieldsSchema>;

type ThemedField =
  | 'customerReference'
  | 'deliveryPointId'
  | 'zipCode'
  | 'city'
  | 'inseeCode'
  | 'attachmentIds';

const NEEDS_OF: Record<ThemedField, keyof ContactTheme['fields']> = {
  customerReference: 'customerReference',
  deliveryPointId: 'deliveryPointId',
  zipCode: 'address',
  city: 'address',
  inseeCode: 'address',
  attachmentIds: 'attachments',
};

/** The fields a theme asks for and that are missing: each gets « Champ obligatoire ». */
export function missingThemeFields(fields: Pick<CaseFields, 'themeId' | ThemedField>): ThemedField[] {
  const theme = findContactTheme(fields.themeId);
  if (!theme) return [];
  return (Object.keys(NEEDS_OF) as ThemedField[]).filter((field) => {
    if (theme.fields[NEEDS_OF[field]] !== 'required') return false;
    const value = fields[field];
    return Array.isArray(value) ? value.length === 0 : value === '';
  });
}

/** Drops what the theme does not ask for, so that nothing hidden on the screen is kept. */
export function keepThemeFields<T extends Pick<CaseFields, 'themeId' | ThemedField>>(fields: T): T {
  const theme = findContactTheme(fields.themeId);
  if (!theme) return fields;
  const kept = { ...fields };
  for (const field of Object.keys(NEEDS_OF) as ThemedField[]) {
    if (theme.fields[NEEDS_OF[field]] === 'hidden') {
      (kept as Record<string, unknown>)[field] = field === 'attachmentIds' ? [] : '';
    }
  }
  return kept;
}

const withThemeRules = <S extends z.ZodType<Pick<CaseFields, 'themeId' | ThemedField>>>(schema: S) =>
  schema.superRefine((fields, context) => {
    for (const field of missingThemeFields(fields)) {
      context.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.required });
    }
  });

/** sales-platform case post: an agent opens a case for a customer. */
export const SalesPlatformCaseSchema = withThemeRules(CaseFieldsSchema);
export type SalesPlatformCase = z.infer<typeof SalesPlatformCaseSchema>;

/** sfdc/case: the contact form of the site, with the self-hosted captcha. */
export const ContactCaseSchema = withThemeRules(
  CaseFieldsSchema.extend({
    captcha: z.string({ error: CASE_MESSAGES.captcha }).min(1, { error: CASE_MESSAGES.captcha }).max(4_000),
  }),
);
export type ContactCase = z.infer<typeof ContactCaseSchema>;

/**
 * sfdc/case-raw: another system of ours opens a case in the CRM's own field names (Salesforce `Case`):
 * `Subject`, `Description`, `SuppliedName`, `SuppliedEmail`, `SuppliedPhone`, `Type` (the theme).
 */
export const CaseRawSchema = z.object({
  Subject: z.string().trim().min(1, { error: VALIDATION_MESSAGES.required }).max(255),
  Description: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(CASE_MESSAGE_MAX_LENGTH, { error: CASE_MESSAGES.messageTooLong }),
  SuppliedName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.required }).max(255),
  SuppliedEmail: EmailSchema,
  SuppliedPhone: z.string().trim().max(20).optional(),
  Type: z.enum(CONTACT_THEME_IDS, { error: CASE_MESSAGES.themeRequired }).default('autre'),
  Origin: z.string().trim().max(64).optional(),
});
export type CaseRaw = z.infer<typeof CaseRawSchema>;

/** Where a case came from. */
export const CASE_CHANNELS = ['web', 'salesPlatform', 'raw', 'errorReport'] as const;
export type CaseChannel = (typeof CASE_CHANNELS)[number];
export const CASE_CHANNEL_LABELS = {
  web: 'Formulaire du site',
  salesPlatform: 'Conseiller',
  raw: 'Autre système',
  errorReport: 'Signalement d’erreur',
} as const satisfies Record<CaseChannel, string>;

export const CaseReceiptSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(CASE_STATUSES),
});
export type CaseReceipt = z.infer<typeof CaseReceiptSchema>;
