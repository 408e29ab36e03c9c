import { z } from 'zod';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { APPOINTMENT_PERIOD_LABELS, AppointmentPeriodSchema } from './appointment-slots.js';

/** What a grid operator's technician comes to do at a delivery point. */
export const INTERVENTION_KINDS = [
  'connection',
  'reconnection',
  'meter-replacement',
  'reading',
  'cut-off',
] as const;
export const InterventionKindSchema = z.enum(INTERVENTION_KINDS, { error: 'Intervention inconnue' });
export type InterventionKind = z.infer<typeof InterventionKindSchema>;

export const INTERVENTION_KIND_LABELS = {
  connection: 'Mise en service',
  reconnection: 'Rétablissement de l’alimentation',
  'meter-replacement': 'Remplacement du compteur',
  reading: 'Relevé du compteur',
  'cut-off': 'Coupure',
} as const satisfies Record<InterventionKind, string>;

export const INTERVENTION_STATUSES = ['planned', 'done', 'cancelled'] as const;
export const InterventionStatusSchema = z.enum(INTERVENTION_STATUSES, { error: 'État inconnu' });
export type InterventionStatus = z.infer<typeof InterventionStatusSchema>;

export const INTERVENTION_STATUS_LABELS = {
  planned: 'Planifiée',
  done: 'Réalisée',
  cancelled: 'Annulée',
} as const satisfies Record<InterventionStatus, string>;

export const InterventionSchema = z.object({
  id: z.uuid(),
  kind: InterventionKindSchema,
  date: IsoDateSchema,
  period: AppointmentPeriodSchema,
  status: InterventionStatusSchema,
});
export type Intervention = z.infer<typeof InterventionSchema>;

export const InterventionViewSchema = InterventionSchema.extend({
  kindLabel: z.string().describe('« Mise en service », « Remplacement du compteur »…'),
  periodLabel: z.string().describe('« 08h00–12h00 » ou « 13h00–17h00 »'),
  statusLabel: z.string().describe('« Planifiée », « Réalisée » ou « Annulée »'),
});
export type InterventionView = z.infer<typeof InterventionViewSchema>;

export function toInterventionView(intervention: Intervention): InterventionView {
  return {
    ...intervention,
    kindLabel: INTERVENTION_KIND_LABELS[intervention.kind],
    periodLabel: APPOINTMENT_PERIOD_LABELS[intervention.period],
    statusLabel: INTERVENTION_STATUS_LABELS[intervention.status],
  };
}
