import { z } from 'zod';
import { ORGANISATION_KINDS, ORGANISATION_STATUSES } from '../access/organisation.js';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { PERSON_ROLES } from './person-role.js';

/** The organisation a staff member works for, as the partner session and profile tell it. */
export const OrganisationSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  channels: z.array(z.enum(SALES_CHANNELS)),
  status: z.enum(ORGANISATION_STATUSES),
});
export type OrganisationSummary = z.infer<typeof OrganisationSummarySchema>;

/** `GET /api/node/v1/so-partner`: who is logged in, their role, their organisation, what they may manage. */
export const PartnerProfileSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  role: z.enum(PERSON_ROLES).nullable().describe('Rôle dans l’organisation ; null pour un administrateur'),
  isAdmin: z.boolean(),
  canManagePeople: z.boolean(),
  organisation: OrganisationSummarySchema,
  assignableRoles: z.array(z.enum(PERSON_ROLES)).describe('Les rôles que cette personne peut donner'),
  landingPath: z.string(),
});
export type PartnerProfile = z.infer<typeof PartnerProfileSchema>;
