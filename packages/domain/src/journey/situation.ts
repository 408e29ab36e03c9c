import { z } from 'zod';
import { formatFrenchDate } from '../calendar/french-date.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { AppointmentSlotSchema } from '../energy/appointment-slots.js';
import { PricingOptionSchema, subscribedPowersFor } from '../energy/subscribed-power.js';
import { earliestStartDate } from '../order/start-date.js';
import { EnergySchema } from '../pricing/offer.js';
import { ConsumptionSchema } from '../pricing/quote.js';

export const SUPPLY_STARTS = ['connection', 'switching'] as const;
/** « J’emménage » (mise en service) or « Je change de fournisseur ». */
export const SUPPLY_START_LABELS = {
  connection: 'J’emménage',
  switching: 'Je change de fournisseur',
} as const satisfies Record<(typeof SUPPLY_STARTS)[number], string>;

export const START_DATE_REQUIRED_MESSAGE = 'Choisissez une date de début';

/** Step 3, the situation and the offer: its fields, without the rules that depend on today. */
export const SituationFieldsSchema = z.object({
  kind: z.enum(SUPPLY_STARTS, { error: 'Indiquez si vous emménagez ou changez de fournisseur' }),
  energy: EnergySchema,
  offerId: z.string({ error: 'Choisissez une offre' }).min(1, { error: 'Choisissez une offre' }),
  kva: z.number().int().optional(),
  option: PricingOptionSchema.optional(),
  /** Electricity: a Base total or the HP/HC split; gas: `annualKwh`. */
  consumption: ConsumptionSchema.optional(),
  annualKwh: z.number().int().positive().max(1_000_000).optional(),
  startDate: IsoDateSchema,
  express: z.boolean().default(false),
  /** When the grid operator needs a technician (a meter to open or to fit): the slot `find-meetings` offered. */
  appointment: AppointmentSlotSchema.optional(),
});

/**
 * Step 3 with its rules. `today` comes from the clock: the start date may not be before the earliest one
 * for the situation (a switch about 20 days ahead, a connection from JO+5, JO+1 in express).
 */
export function createSituationSchema(today: string) {
  return SituationFieldsSchema.superRefine((situation, context) => {
    if (situation.kva === undefined) return;
    const allowed = subscribedPowersFor(situation.option ?? 'BASE');
    if (!allowed.includes(situation.kva)) {
      context.addIssue({
        code: 'custom',
        message: `Puissance souscrite invalide : ${allowed.join(', ')}\u00A0kVA possibles.`,
        path: ['kva'],
      });
    }
  })
    .refine((situation) => !situation.express || situation.kind === 'connection', {
      error: 'La mise en service express ne concerne que les emménagements.',
      path: ['express'],
    })
    .superRefine((situation, context) => {
      const earliest = earliestStartDate(situation.kind, today, { express: situation.express });
      if (situation.startDate < earliest) {
        context.addIssue({
          code: 'custom',
          message: `La date de début doit être au plus tôt le ${formatFrenchDate(earliest)}.`,
          path: ['startDate'],
        });
      }
    });
}
export type SituationStep = z.infer<typeof SituationFieldsSchema>;
