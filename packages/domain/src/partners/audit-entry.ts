import { z } from 'zod';

/** Every change to people, roles, IP ranges and organisations is written down: who, when, what, from where. */
export const AUDIT_ACTIONS = [
  'person.invited',
  'person.updated',
  'person.roleChanged',
  'person.disabled',
  'person.enabled',
  'person.passwordResetSent',
  'person.passwordSet',
  'person.profileUpdated',
  'person.passwordChanged',
  'organisation.created',
  'organisation.updated',
  'organisation.suspended',
  'organisation.reactivated',
  'organisation.ipRangesReplaced',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** CNIL's recommendation for access and administration traces: kept six months to one year, then deleted. */
export const AUDIT_RETENTION_MONTHS = 12;

/** The time before which audit entries are deleted. */
export function auditRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  return cutoff;
}

export const AUDIT_ACTION_LABELS = {
  'person.invited': 'Personne invitée',
  'person.updated': 'Personne modifiée',
  'person.roleChanged': 'Rôle changé',
  'person.disabled': 'Personne désactivée',
  'person.enabled': 'Personne réactivée',
  'person.passwordResetSent': 'Lien de réinitialisation envoyé',
  'person.passwordSet': 'Mot de passe défini par lien',
  'person.profileUpdated': 'Profil modifié par son titulaire',
  'person.passwordChanged': 'Mot de passe changé par son titulaire',
  'organisation.created': 'Organisation créée',
  'organisation.updated': 'Organisation modifiée',
  'organisation.suspended': 'Organisation suspendue',
  'organisation.reactivated': 'Organisation réactivée',
  'organisation.ipRangesReplaced': 'Plages IP remplacées',
} as const satisfies Record<AuditAction, string>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  actorName: z.string().describe('Qui : le nom de la personne qui a agi, tel qu’il était alors'),
  actorEmail: z.string(),
  organisationId: z.uuid().describe('L’organisation concernée'),
  organisationName: z.string(),
  target: z.string().describe('Sur quoi : la personne ou l’organisation visée'),
  details: z.string().describe('Quoi : le changement, en français'),
  clientAddress: z.string().describe('Depuis quelle adresse IP'),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  organisationId: z
    .uuid({ error: 'Identifiant d’organisation invalide' })
    .optional()
    .describe('Administrateurs seulement : une seule organisation'),
  limit: z.coerce
    .number({ error: 'Nombre attendu' })
    .int({ error: 'Nombre entier attendu' })
    .min(1, { error: 'Au moins 1' })
    .max(500, { error: 'Au plus 500' })
    .default(100),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
