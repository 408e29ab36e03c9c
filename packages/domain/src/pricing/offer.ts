import { z } from 'zod';
import { formatFrenchDate } from '../calendar/french-date.js';
import { IsoDateSchema, isIsoDate } from '../calendar/iso-date.js';
import { SUBSCRIBED_POWERS_KVA } from '../energy/subscribed-power.js';
import { fail, ok, type Result } from '../result.js';
import { GAS_ZONES } from './gas-zone.js';
import { MillicentsPerKwhSchema, NonNegativeCentsSchema, PercentSchema } from './money-schemas.js';

export const ENERGIES = ['electricity', 'gas'] as const;
export const EnergySchema = z.enum(ENERGIES, { error: 'Énergie inconnue' });

export const OFFER_KINDS = ['regulated', 'fixed', 'indexed', 'green'] as const;
export const OfferKindSchema = z.enum(OFFER_KINDS, { error: 'Type d’offre inconnu' });
export type OfferKind = z.infer<typeof OfferKindSchema>;
export const OFFER_KIND_LABELS = {
  regulated: 'Tarif réglementé',
  fixed: 'Prix fixe',
  indexed: 'Prix indexé',
  green: 'Électricité ou gaz vert',
} as const satisfies Record<OfferKind, string>;

/** kVA as record keys (JSON object keys are strings): `{ "3": 1173, "6": 1547 }`. */
const KVA_KEYS = SUBSCRIBED_POWERS_KVA.map(String) as ['3', '6', '9', '12', '15', '18', '24', '30', '36'];
export type KvaKey = (typeof KVA_KEYS)[number];
const SubscriptionsByKvaSchema = z.partialRecord(z.enum(KVA_KEYS), NonNegativeCentsSchema, {
  // zod reports extra keys of an enum-keyed record as `unrecognized_keys` (absent from its issue type).
  error: (issue) => {
    const { code, keys } = issue as { code: string; keys?: string[] };
    return code === 'unrecognized_keys' ? `Puissance inconnue : ${keys?.join(', ')}\u00A0kVA` : undefined;
  },
});

/**
 * Validity of a grid: from `validFrom` to `validTo`, both included; no `validTo` means open-ended.
 * When several grids cover a date, the one with the latest `validFrom` wins (a new grid supersedes
 * an open-ended older one without editing it).
 */
const validity = {
  validFrom: IsoDateSchema,
  validTo: IsoDateSchema.optional(),
};

/** Base option: a monthly subscription per kVA and one kWh price. */
export const BaseOptionPricesSchema = z.object({
  subscriptionCentsPerMonthByKva: SubscriptionsByKvaSchema,
  kwhPrice: MillicentsPerKwhSchema,
});
/** HP/HC option: a monthly subscription per kVA, a peak and an off-peak kWh price. */
export const HphcOptionPricesSchema = z.object({
  subscriptionCentsPerMonthByKva: SubscriptionsByKvaSchema,
  hpKwhPrice: MillicentsPerKwhSchema,
  hcKwhPrice: MillicentsPerKwhSchema,
});

export const ElectricityFixedGridSchema = z
  .object({
    ...validity,
    pricing: z.literal('fixed'),
    BASE: BaseOptionPricesSchema.optional(),
    HPHC: HphcOptionPricesSchema.optional(),
  })
  .refine((grid) => grid.BASE !== undefined || grid.HPHC !== undefined, {
    error:
      'Une grille d’électricité doit avoir au moins une option (Base ou Heures pleines / Heures creuses)',
  });
export type ElectricityFixedGrid = z.infer<typeof ElectricityFixedGridSchema>;

/**
 * An indexed grid: every kWh price is the reference price (the TRV for electricity, the CRE
 * reference for gas) valid at the quote date, lowered by `kwhDiscountPercent` %; the subscription
 * is the reference one.
 */
export const IndexedGridSchema = z.object({
  ...validity,
  pricing: z.literal('indexedOnReference'),
  kwhDiscountPercent: PercentSchema,
});
export type IndexedGrid = z.infer<typeof IndexedGridSchema>;

export const ElectricityGridSchema = z.discriminatedUnion('pricing', [
  ElectricityFixedGridSchema,
  IndexedGridSchema,
]);
export type ElectricityGrid = z.infer<typeof ElectricityGridSchema>;

/** One gas class: a yearly subscription and a kWh price per zone, `kwhPricesByZone[zone - 1]`. */
export const GasClassPricesSchema = z.object({
  subscriptionCentsPerYear: NonNegativeCentsSchema,
  kwhPricesByZone: z
    .array(MillicentsPerKwhSchema)
    .length(GAS_ZONES.length, { error: 'Un prix du kWh par zone (6 zones) est attendu' }),
});
export type GasClassPrices = z.infer<typeof GasClassPricesSchema>;

export const GasFixedGridSchema = z.object({
  ...validity,
  pricing: z.literal('fixed'),
  classes: z.object({
    BASE: GasClassPricesSchema,
    B0: GasClassPricesSchema,
    B1: GasClassPricesSchema,
    B2I: GasClassPricesSchema,
  }),
});
export type GasFixedGrid = z.infer<typeof GasFixedGridSchema>;

export const GasGridSchema = z.discriminatedUnion('pricing', [GasFixedGridSchema, IndexedGridSchema]);
export type GasGrid = z.infer<typeof GasGridSchema>;

const offerHeader = {
  id: z.string().trim().min(1, { error: 'Identifiant d’offre obligatoire' }),
  name: z.string().trim().min(1, { error: 'Nom d’offre obligatoire' }),
  kind: OfferKindSchema,
};

const grids = <T extends z.ZodType<{ validFrom: string; validTo?: string | undefined }>>(grid: T) =>
  z.array(grid).min(1, { error: 'Une offre a au moins une grille de prix' });

export const ElectricityOfferSchema = z.object({
  ...offerHeader,
  energy: z.literal('electricity'),
  grids: grids(ElectricityGridSchema),
});
export type ElectricityOffer = z.infer<typeof ElectricityOfferSchema>;

export const GasOfferSchema = z.object({
  ...offerHeader,
  energy: z.literal('gas'),
  grids: grids(GasGridSchema),
});
export type GasOffer = z.infer<typeof GasOfferSchema>;

/**
 * An offer of the catalogue with its versioned price grids. Coherence rules: a validity never
 * ends before it starts; an `indexed` offer has only indexed grids; a `regulated` offer (the
 * reference itself) has none.
 */
export const OfferSchema = z
  .discriminatedUnion('energy', [ElectricityOfferSchema, GasOfferSchema])
  .superRefine((offer, context) => {
    offer.grids.forEach((grid, index) => {
      if (grid.validTo !== undefined && grid.validTo < grid.validFrom) {
        context.addIssue({
          code: 'custom',
          path: ['grids', index, 'validTo'],
          message: 'La fin de validité précède le début de validité',
        });
      }
      const indexed = grid.pricing === 'indexedOnReference';
      if (offer.kind === 'indexed' && !indexed) {
        context.addIssue({
          code: 'custom',
          path: ['grids', index, 'pricing'],
          message: 'Une offre indexée n’a que des grilles indexées',
        });
      }
      if (offer.kind === 'regulated' && indexed) {
        context.addIssue({
          code: 'custom',
          path: ['grids', index, 'pricing'],
          message: 'Le tarif de référence ne peut pas être indexé sur lui-même',
        });
      }
    });
  });
export type Offer = z.infer<typeof OfferSchema>;

export type NoPriceAtDate = 'NO_PRICE_AT_DATE';

/**
 * The price grid of `offer` valid at `isoDate` (`YYYY-MM-DD`): the covering grid with the latest
 * `validFrom`. ISO dates compare as strings in chronological order.
 */
export function priceGridAt<O extends Offer>(
  offer: O,
  isoDate: string,
): Result<O['grids'][number], NoPriceAtDate> {
  let found: O['grids'][number] | undefined;
  for (const grid of offer.grids as ReadonlyArray<O['grids'][number]>) {
    const covers = grid.validFrom <= isoDate && (grid.validTo === undefined || isoDate <= grid.validTo);
    if (covers && (found === undefined || grid.validFrom > found.validFrom)) found = grid;
  }
  if (found === undefined) {
    const shown = isIsoDate(isoDate) ? formatFrenchDate(isoDate) : isoDate;
    return fail('NO_PRICE_AT_DATE', `L’offre « ${offer.name} » n’a pas de prix en vigueur le ${shown}.`);
  }
  return ok(found);
}
