import {
  AppointmentSlotSchema,
  DeliveryPointViewSchema,
  EnergySchema,
  InterventionViewSchema,
  IsoDateSchema,
  PceSchema,
  PdlSchema,
} from '@voltaire/domain';
import { z } from 'zod';

const RawDeliveryPointIdSchema = z
  .string({ error: 'Champ obligatoire' })
  .max(64, { error: 'Numéro trop long' })
  .describe(
    'PDL (électricité, 14 chiffres) ou PCE (gaz, 14 chiffres ou GI suivi de 6 chiffres) ; espaces permis',
  );

const EnergyParamSchema = EnergySchema.describe('electricity : PDL (Enedis) ; gas : PCE (GRDF)');

/** Checks `value[key]` against the format of `value.energy`, with the domain's French message. */
const deliveryPointIdOf =
  (key: string) =>
  (value: { energy: 'electricity' | 'gas' } & Record<string, unknown>, context: z.RefinementCtx) => {
    const idSchema = value.energy === 'electricity' ? PdlSchema : PceSchema;
    const parsed = idSchema.safeParse(value[key]);
    if (!parsed.success)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: parsed.error.issues[0]?.message ?? 'Numéro invalide',
      });
  };

export const DeliveryPointsListSchema = z.object({
  points: z
    .array(DeliveryPointViewSchema)
    .describe('Tous les points de l’adresse, triés par numéro puis complément'),
});

export const PdlParamsSchema = z.object({ id: PdlSchema.describe('PDL, 14 chiffres') });
export const PceParamsSchema = z.object({
  id: PceSchema.describe('PCE, 14 chiffres ou GI suivi de 6 chiffres'),
});

export const DeliveryPointInformationsBodySchema = z
  .object({ energy: EnergyParamSchema, id: RawDeliveryPointIdSchema })
  .superRefine(deliveryPointIdOf('id'));

export const FindMeetingsQuerySchema = z
  .object({
    energy: EnergyParamSchema,
    deliveryPointId: RawDeliveryPointIdSchema,
    from: IsoDateSchema.optional().describe(
      'Premier jour souhaité (AAAA-MM-JJ) ; jamais avant JO+5, au plus un an à l’avance',
    ),
    supplyStart: z
      .enum(['connection', 'switching'], { error: 'Situation inconnue' })
      .default('connection')
      .describe(
        'connection : emménagement (mise en service, par défaut) ; switching : changement de fournisseur',
      ),
  })
  .superRefine(deliveryPointIdOf('deliveryPointId'));

export const TechnicianAppointmentsSchema = z.object({
  needed: z.boolean().describe('Vrai quand un technicien doit se déplacer'),
  reason: z.string().describe('Pourquoi, en français, à afficher tel quel'),
  slots: z
    .array(AppointmentSlotSchema)
    .describe('Demi-journées libres, sur 10 jours ouvrés ; vide si needed est faux'),
});

export const InterventionsBodySchema = z
  .object({ energy: EnergyParamSchema, deliveryPointId: RawDeliveryPointIdSchema })
  .superRefine(deliveryPointIdOf('deliveryPointId'));

export const InterventionsSchema = z.object({ interventions: z.array(InterventionViewSchema) });
