import { z } from 'zod';
import { DisplayNameSchema } from './person.js';
import { StaffPasswordSchema } from './staff-password.js';

/** `PUT /api/v3/user`: a staff member edits their own name and password; the current password guards a change. */
export const OwnProfileUpdateSchema = z
  .object({
    displayName: DisplayNameSchema.optional(),
    currentPassword: z.string().max(256, { error: '256 caractères au plus' }).optional(),
    newPassword: StaffPasswordSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.newPassword !== undefined && !body.currentPassword)
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'Saisissez votre mot de passe actuel pour le changer.',
      });
  });
export type OwnProfileUpdate = z.infer<typeof OwnProfileUpdateSchema>;
