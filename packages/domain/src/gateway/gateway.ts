import { z } from 'zod';
import { isSiteRelativePath } from './site-path.js';

/**
 * A gateway (passerelle): the route of a comparison site or partner. Visitors carrying its UTM parameters
 * are sent to its landing page (or to the comparison team's call-back), and what they buy is attributed to it.
 */
export const GATEWAY_MESSAGES = {
  id: 'Identifiant invalide : lettres minuscules, chiffres et tirets (2 à 40 caractères).',
  label: 'Indiquez un libellé (80 caractères au plus).',
  utm: 'Paramètre UTM invalide : lettres, chiffres, point, tiret ou souligné (100 caractères au plus).',
  utmSource: 'Indiquez le paramètre utm_source qui identifie le comparateur.',
  path: 'Indiquez un chemin du site commençant par « / » (par exemple /offres), sans adresse externe.',
  time: 'Heure invalide (HH:MM attendu).',
  day: 'Jour invalide (1 = lundi … 7 = dimanche).',
  slotOrder: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  callbackHours: 'Un rappel proposé demande au moins un créneau d’ouverture.',
} as const;

export const GatewayIdSchema = z
  .string({ error: GATEWAY_MESSAGES.id })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: GATEWAY_MESSAGES.id })
  .min(2, { error: GATEWAY_MESSAGES.id })
  .max(40, { error: GATEWAY_MESSAGES.id });
export type GatewayId = z.infer<typeof GatewayIdSchema>;

const UTM_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const UtmValueSchema = z
  .string({ error: GATEWAY_MESSAGES.utm })
  .trim()
  .regex(UTM_PATTERN, { error: GATEWAY_MESSAGES.utm });

export const SitePathSchema = z
  .string({ error: GATEWAY_MESSAGES.path })
  .trim()
  .refine(isSiteRelativePath, { error: GATEWAY_MESSAGES.path });

export const TimeOfDaySchema = z
  .string({ error: GATEWAY_MESSAGES.time })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: GATEWAY_MESSAGES.time });

/** One opening slot of the call-back team, Paris time; ISO weekday (1 Monday … 7 Sunday). */
export const OpeningSlotSchema = z
  .object({
    day: z.int({ error: GATEWAY_MESSAGES.day }).min(1, { error: GATEWAY_MESSAGES.day }).max(7, {
      error: GATEWAY_MESSAGES.day,
    }),
    opens: TimeOfDaySchema,
    closes: TimeOfDaySchema,
  })
  .refine((slot) => slot.opens < slot.closes, { error: GATEWAY_MESSAGES.slotOrder, path: ['closes'] });
export type OpeningSlot = z.infer<typeof OpeningSlotSchema>;

export const GATEWAY_ROUTINGS = ['landing', 'callback'] as const;
export type GatewayRouting = (typeof GATEWAY_ROUTINGS)[number];
export const GATEWAY_ROUTING_LABELS = {
  landing: 'Page d’atterrissage',
  callback: 'Rappel par l’équipe comparateurs (CRC) pendant ses heures d’ouverture',
} as const satisfies Record<GatewayRouting, string>;

export const GatewaySchema = z
  .object({
    id: GatewayIdSchema,
    label: z
      .string({ error: GATEWAY_MESSAGES.label })
      .trim()
      .min(1, { error: GATEWAY_MESSAGES.label })
      .max(80, { error: GATEWAY_MESSAGES.label }),
    utm: z.object({
      source: z
        .string({ error: GATEWAY_MESSAGES.utmSource })
        .trim()
        .min(1, { error: GATEWAY_MESSAGES.utmSource, abort: true })
        .regex(UTM_PATTERN, { error: GATEWAY_MESSAGES.utm }),
      medium: UtmValueSchema.optional(),
      campaign: UtmValueSchema.optional(),
    }),
    /** Where its visitors land, e.g. `/offres?energie=electricite`. */
    landingPath: SitePathSchema,
    /** `callback`: visitors go to the call-back page while the team is open, else to the landing page. */
    routing: z.enum(GATEWAY_ROUTINGS, { error: 'Choisissez où envoyer les visiteurs.' }),
    callback: z
      .object({
        enabled: z.boolean(),
        path: SitePathSchema.default('/contact'),
        openingHours: z.array(OpeningSlotSchema).max(21),
      })
      .refine((callback) => !callback.enabled || callback.openingHours.length > 0, {
        error: GATEWAY_MESSAGES.callbackHours,
        path: ['openingHours'],
      }),
    active: z.boolean(),
  })
  .strict();
export type Gateway = z.infer<typeof GatewaySchema>;
/** The form's input, before defaults. */
export type GatewayInput = z.input<typeof GatewaySchema>;

/** What anybody may learn of a gateway: the public list of `gateway-config/availables`. */
export type PublicGateway = Pick<Gateway, 'id' | 'label'>;
