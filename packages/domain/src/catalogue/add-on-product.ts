import { z } from 'zod';
import { type Cents, formatEuros } from '../pricing/money.js';
import { NonNegativeCentsSchema } from '../pricing/money-schemas.js';
import { EnergySchema } from '../pricing/offer.js';

/** An add-on is a service (assistance, maintenance) or a physical good that is delivered. */
export const ADD_ON_KINDS = ['service', 'good'] as const;
export const AddOnKindSchema = z.enum(ADD_ON_KINDS, { error: 'Type de produit inconnu' });
export type AddOnKind = z.infer<typeof AddOnKindSchema>;
export const ADD_ON_KIND_LABELS = {
  service: 'Service',
  good: 'Équipement',
} as const satisfies Record<AddOnKind, string>;

/** How an add-on is billed: once (a good), every month or every year (a service). */
export const BILLING_PERIODS = ['once', 'monthly', 'yearly'] as const;
export const BillingPeriodSchema = z.enum(BILLING_PERIODS, { error: 'Périodicité de facturation inconnue' });
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;
export const BILLING_PERIOD_LABELS = {
  once: 'en une fois',
  monthly: 'par mois',
  yearly: 'par an',
} as const satisfies Record<BillingPeriod, string>;

/** Catalogue ids: lower-case words joined by hyphens (`assistance-depannage`). */
export const CatalogueIdSchema = z
  .string({ error: 'Identifiant obligatoire' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Identifiant invalide (minuscules, chiffres et tirets)' })
  .max(64, { error: 'Identifiant trop long (64 caractères au plus)' });

/**
 * An add-on product of the catalogue. `salesforceId` is the CRM's product id (SPEC §3: a cart
 * product carries a product with `salesforce_id`); `deliverable` goods are shipped (home or relay).
 */
export const AddOnProductSchema = z
  .object({
    id: CatalogueIdSchema,
    sku: z.string().trim().min(1, { error: 'Référence (SKU) obligatoire' }).max(64),
    salesforceId: z.string().regex(/^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/, {
      error: 'Identifiant Salesforce invalide (15 ou 18 caractères)',
    }),
    name: z.string().trim().min(1, { error: 'Nom du produit obligatoire' }).max(120),
    description: z.string().trim().max(2_000),
    kind: AddOnKindSchema,
    energies: z.array(EnergySchema).min(1, { error: 'Au moins une énergie concernée' }),
    priceCents: NonNegativeCentsSchema,
    billing: BillingPeriodSchema,
    deliverable: z.boolean(),
    active: z.boolean(),
  })
  .refine((product) => !product.deliverable || product.kind === 'good', {
    error: 'Seul un équipement peut être livré',
    path: ['deliverable'],
  });
export type AddOnProduct = z.infer<typeof AddOnProductSchema>;

/** `490, 'monthly'` → `4,90 € par mois`; `12900, 'once'` → `129,00 €`. */
export function formatAddOnPrice(priceCents: Cents, billing: BillingPeriod): string {
  const amount = formatEuros(priceCents);
  return billing === 'once' ? amount : `${amount} ${BILLING_PERIOD_LABELS[billing]}`;
}
