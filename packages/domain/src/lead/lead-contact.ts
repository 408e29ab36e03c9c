import { z } from 'zod';
import { CivilitySchema } from '../journey/holder.js';
import { EmailSchema } from '../validation/email.js';
import { optionalName } from '../validation/name.js';
import { PhoneSchema, toNationalPhone } from '../validation/phone.js';

export const LEAD_CONTACT_REQUIRED_MESSAGE =
  'Indiquez au moins une adresse e-mail ou un numéro de téléphone.';

const LEAD_CONTACT_FIELDS = {
  civility: CivilitySchema.optional(),
  firstName: optionalName.describe('Prénom'),
  lastName: optionalName.describe('Nom'),
  email: EmailSchema.optional().describe('Adresse e-mail'),
  phone: PhoneSchema.optional().describe('Téléphone (format français)'),
};

/** What makes a lead: a way to get back to the person. A name alone is not enough. */
export function hasContactDetails(contact: { email?: string | null; phone?: string | null }): boolean {
  return Boolean(contact.email?.trim() || contact.phone?.trim());
}

/**
 * The first contact details of a prospect (a lead exists once an e-mail or a phone number is known),
 * with whatever else the caller sends alongside them.
 */
export function createLeadContactSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  // The extra fields make the inferred type generic; the rule only reads e-mail and phone.
  const hasDetails = (value: unknown) => hasContactDetails(value as { email?: string; phone?: string });
  return z.object({ ...LEAD_CONTACT_FIELDS, ...extra }).refine(hasDetails, {
    error: LEAD_CONTACT_REQUIRED_MESSAGE,
    path: ['email'],
  });
}

export const LeadContactSchema = createLeadContactSchema({});
export type LeadContact = z.infer<typeof LeadContactSchema>;

/** Stored form of contact details: e-mail in lower case, phone in national form, empty names dropped. */
export function normaliseLeadContact(contact: LeadContact) {
  return {
    civility: contact.civility ?? null,
    firstName: contact.firstName?.trim() || null,
    lastName: contact.lastName?.trim() || null,
    email: contact.email ? contact.email.trim().toLowerCase() : null,
    phone: contact.phone ? (toNationalPhone(contact.phone) ?? contact.phone) : null,
  };
}
export type NormalisedLeadContact = ReturnType<typeof normaliseLeadContact>;
