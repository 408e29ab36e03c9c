import { z } from 'zod';
import { GasUsageClassSchema, gasUsageClass } from '../pricing/gas-usage-class.js';
import { EnergySchema } from '../pricing/offer.js';
import { InseeCodeSchema } from '../validation/insee-code.js';
import { PostalCodeSchema } from '../validation/postal-code.js';
import { StreetNameSchema } from '../validation/street-name.js';
import { StreetNumberSchema } from '../validation/street-number.js';
import { isValidDeliveryPointId } from './delivery-point-id.js';
import { GRID_OPERATOR_LABELS, GridOperatorSchema } from './grid-operator.js';
import { isCommunicatingMeter, isMeterKindOf, METER_KIND_LABELS, MeterKindSchema } from './meter.js';
import { type PricingOption, PricingOptionSchema, subscribedPowersFor } from './subscribed-power.js';

/** `inactive`: the supply is cut off (résilié, coupé); a new contract starts with a connection. */
export const DELIVERY_POINT_STATUSES = ['active', 'inactive'] as const;
export const DeliveryPointStatusSchema = z.enum(DELIVERY_POINT_STATUSES, { error: 'État inconnu' });
export type DeliveryPointStatus = z.infer<typeof DeliveryPointStatusSchema>;

export const DeliveryPointAddressSchema = z.object({
  label: z
    .string()
    .min(1)
    .describe('Adresse sur une ligne, par exemple « 12 Rue de la Roquette 75011 Paris »'),
  housenumber: z.string().min(1).nullable(),
  street: z.string().min(1),
  postcode: z.string().regex(/^\d{5}$/),
  citycode: z
    .string()
    .regex(/^(?:\d{5}|2[AB]\d{3})$/)
    .describe('Code INSEE de la commune'),
  city: z.string().min(1),
  complement: z
    .string()
    .min(1)
    .nullable()
    .describe('Bâtiment, étage, porte : « Bât. A, 3e étage, porte gauche » ; null pour une maison'),
});
export type DeliveryPointAddress = z.infer<typeof DeliveryPointAddressSchema>;

/** Consumption over the last 12 months; the peak-hours part only under the HPHC option. */
export const DeliveryPointConsumptionSchema = z.object({
  annualKwh: z.number().int().nonnegative(),
  hpKwh: z.number().int().nonnegative().nullable(),
});

/** A delivery point as the grid operator (or our registry) knows it: no name, no contract holder. */
export const DeliveryPointSchema = z
  .object({
    id: z.string(),
    energy: EnergySchema,
    gridOperator: GridOperatorSchema,
    address: DeliveryPointAddressSchema,
    meterKind: MeterKindSchema,
    status: DeliveryPointStatusSchema,
    subscribedKva: z.number().int().positive().nullable(),
    option: PricingOptionSchema.nullable(),
    usageClass: GasUsageClassSchema.nullable(),
    consumption: DeliveryPointConsumptionSchema.nullable(),
  })
  .superRefine((point, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    if (!isValidDeliveryPointId(point.id, point.energy)) problem(`identifiant invalide : ${point.id}`);
    if (!isMeterKindOf(point.meterKind, point.energy)) problem(`compteur ${point.meterKind} impossible`);
    if ((point.gridOperator === 'grdf') !== (point.energy === 'gas')) problem('gestionnaire incohérent');
    if (point.energy === 'electricity') {
      if (point.usageClass !== null) problem('classe de consommation gaz sur un PDL');
      if (point.subscribedKva !== null && point.option !== null) {
        if (!subscribedPowersFor(point.option).includes(point.subscribedKva))
          problem(`puissance ${point.subscribedKva} kVA hors liste pour ${point.option}`);
      }
      const hpKwh = point.consumption?.hpKwh ?? null;
      if (hpKwh !== null && (point.option !== 'HPHC' || hpKwh > (point.consumption?.annualKwh ?? 0)))
        problem('heures pleines incohérentes');
    } else {
      if (point.subscribedKva !== null || point.option !== null) problem('puissance souscrite sur un PCE');
      if (point.consumption?.hpKwh != null) problem('heures pleines sur un PCE');
      if (point.consumption && point.usageClass !== null) {
        const expected = gasUsageClass(point.consumption.annualKwh);
        if (expected.ok && expected.value !== point.usageClass)
          problem(`classe ${point.usageClass} incohérente avec ${point.consumption.annualKwh} kWh`);
      }
    }
  });
export type DeliveryPoint = z.infer<typeof DeliveryPointSchema>;

/** What the API shows of a delivery point. Search results leave the consumption out (see `toDeliveryPointView`). */
export const DeliveryPointViewSchema = z.object({
  id: z.string().describe('PDL (14 chiffres) ou PCE (14 chiffres, ou GI suivi de 6 chiffres)'),
  energy: EnergySchema,
  gridOperator: GridOperatorSchema,
  gridOperatorLabel: z.string().describe('« Enedis », « EDF Corse » ou « GRDF »'),
  address: z.object({
    label: z.string(),
    complement: z.string().nullable(),
    postcode: z.string(),
    citycode: z.string(),
    city: z.string(),
  }),
  meter: z.object({
    kind: MeterKindSchema,
    communicating: z.boolean().describe('Linky ou Gazpar : relevé et opérations à distance'),
    label: z.string().describe('« Compteur Linky », « Compteur électromécanique »…'),
  }),
  status: DeliveryPointStatusSchema.describe('inactive : alimentation coupée, il faudra une mise en service'),
  subscribedKva: z.number().int().optional(),
  option: PricingOptionSchema.optional(),
  usageClass: GasUsageClassSchema.optional().describe('Gaz : BASE, B0, B1 ou B2I'),
  annualKwh: z
    .number()
    .int()
    .optional()
    .describe('Consommation des 12 derniers mois ; seulement pour une recherche par numéro'),
  hpShare: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('Part des heures pleines (0 à 1), option HPHC ; seulement pour une recherche par numéro'),
});
export type DeliveryPointView = z.infer<typeof DeliveryPointViewSchema>;

/**
 * The API view of a point. The consumption of the last 12 months is personal data of whoever lives
 * there: an address search (which lists the neighbours too) never shows it, a lookup by the number
 * printed on the customer's own bill does.
 */
export function toDeliveryPointView(
  point: DeliveryPoint,
  { withConsumption }: { withConsumption: boolean },
): DeliveryPointView {
  const { address, consumption } = point;
  return {
    id: point.id,
    energy: point.energy,
    gridOperator: point.gridOperator,
    gridOperatorLabel: GRID_OPERATOR_LABELS[point.gridOperator],
    address: {
      label: address.label,
      complement: address.complement,
      postcode: address.postcode,
      citycode: address.citycode,
      city: address.city,
    },
    meter: {
      kind: point.meterKind,
      communicating: isCommunicatingMeter(point.meterKind),
      label: METER_KIND_LABELS[point.meterKind],
    },
    status: point.status,
    ...(point.subscribedKva !== null ? { subscribedKva: point.subscribedKva } : {}),
    ...(point.option !== null ? { option: point.option } : {}),
    ...(point.usageClass !== null ? { usageClass: point.usageClass } : {}),
    ...(withConsumption && consumption ? consumptionFields(consumption, point.option) : {}),
  };
}

function consumptionFields(
  { annualKwh, hpKwh }: { annualKwh: number; hpKwh: number | null },
  option: PricingOption | null,
): { annualKwh: number; hpShare?: number } {
  if (option !== 'HPHC' || hpKwh === null || annualKwh === 0) return { annualKwh };
  return { annualKwh, hpShare: Math.round((hpKwh / annualKwh) * 100) / 100 };
}

/** The address a customer looks their delivery point up by (BAN fields, SPEC §3). */
export const DeliveryPointAddressSearchSchema = z.object({
  energy: EnergySchema.describe('electricity : PDL (Enedis) ; gas : PCE (GRDF)'),
  postcode: PostalCodeSchema.describe('Code postal, 5 chiffres'),
  citycode: InseeCodeSchema.optional().describe('Code INSEE de la commune (BAN : citycode)'),
  street: StreetNameSchema.describe('Nom de la voie (BAN : street), par exemple « Rue de la Roquette »'),
  housenumber: StreetNumberSchema.describe(
    'Numéro dans la voie (BAN : housenumber), par exemple « 12 » ou « 3 bis »',
  ),
});
export type DeliveryPointAddressSearch = z.infer<typeof DeliveryPointAddressSearchSchema>;

const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  r: 'rue',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  bvd: 'boulevard',
  pl: 'place',
  crs: 'cours',
  imp: 'impasse',
  all: 'allee',
  che: 'chemin',
  chem: 'chemin',
  rte: 'route',
  fg: 'faubourg',
  fbg: 'faubourg',
  sq: 'square',
  st: 'saint',
  ste: 'sainte',
};

/**
 * A street name reduced to what identifies it: no accents, no case, no punctuation, the usual
 * abbreviations spelt out. « Rue de la Roquette », « R. DE LA ROQUETTE » → « rue de la roquette ».
 */
export function streetSearchKey(street: string): string {
  return street
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => STREET_ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** « 12 », « 12 BIS », « 12bis » → « 12bis »; empty → null. */
export function houseNumberSearchKey(housenumber: string | null | undefined): string | null {
  const key = (housenumber ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return key === '' ? null : key;
}
