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
  landingPath: z.string().describe('Page d’arrivée selon le rôle (SPEC §2)'),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
