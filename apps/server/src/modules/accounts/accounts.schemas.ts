import { SALES_CHANNELS } from '@voltaire/domain';
import { z } from 'zod';

export const LoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'Champ obligatoire' }).max(254),
  password: z.string().min(1, { error: 'Champ obligatoire' }).max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const StaffUserSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  isPartnerAdmin: z
    .boolean()
    .describe('Administrateur de son organisation partenaire : gère ses personnes, voit ses ventes'),
  organisationId: z
    .string()
    .describe('Organisation de la personne (ses plages IP s’appliquent à chaque requête)'),
  channel: z
    .enum(SALES_CHANNELS)
    .describe('Canal de vente de la personne, pour les commandes qu’elle saisit'),
  landingPath: z.string().describe('Page d’arrivée selon le rôle (SPEC §2)'),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
