import { z } from 'zod';
import { ROLES, type Role } from '../access/roles.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { PRICING_OPTIONS } from '../energy/subscribed-power.js';
import { HOUSING_TYPE_LABELS, HOUSING_TYPES } from '../estimator/housing-type.js';
import { ENERGY_LABELS, PRICING_OPTION_LABELS } from '../pricing/pricing-labels.js';
import { defineField, type FieldValue } from './define-field.js';
import { OPERATORS_BY_FIELD_TYPE } from './eligibility-operators.js';

/** Sales channels a visitor or an agent comes through (SPEC §1, glossary DECISIONS §3). */
export const SALES_CHANNELS = [
  'web',
  'telesales',
  'comparison',
  'doorToDoor',
  'dealership',
  'partner',
  'customerRelations',
  'specialChannel',
] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS = {
  web: 'Site Voltaire',
  telesales: 'Télévente',
  comparison: 'Comparateur',
  doorToDoor: 'Vente à domicile',
  dealership: 'Concession',
  partner: 'Partenaire',
  customerRelations: 'Centre de relation client',
  specialChannel: 'Canal spécial',
} as const satisfies Record<SalesChannel, string>;

export const ROLE_LABELS = {
  telesales: 'Télévendeur (TLV)',
  comparison: 'Agent comparateur',
  doorToDoor: 'Vendeur à domicile (VAD)',
  dealership: 'Concession',
  default: 'Sans rôle (client)',
} as const satisfies Record<Role, string>;

export const JOURNEY_KINDS = ['moving', 'switching'] as const;
export type JourneyKind = (typeof JOURNEY_KINDS)[number];
export const JOURNEY_KIND_LABELS = {
  moving: 'Déménagement (mise en service)',
  switching: 'Changement de fournisseur',
} as const satisfies Record<JourneyKind, string>;

function optionsOf<const V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

const TEXT = OPERATORS_BY_FIELD_TYPE.string;
const CHOICE = OPERATORS_BY_FIELD_TYPE.enum;

export const channelField = defineField({
  key: 'channel',
  label: 'Canal de vente',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS),
});
export const roleField = defineField({
  key: 'role',
  label: 'Rôle',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(ROLES, ROLE_LABELS),
});
export const partnerField = defineField({
  key: 'partner',
  label: 'Partenaire',
  type: 'string',
  operators: TEXT,
});
export const postalCodeField = defineField({
  key: 'postalCode',
  label: 'Code postal',
  type: 'string',
  operators: TEXT,
});
export const inseeCodeField = defineField({
  key: 'inseeCode',
  label: 'Code INSEE',
  type: 'string',
  operators: TEXT,
});
export const energyField = defineField({
  key: 'energy',
  label: 'Énergie',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(['electricity', 'gas'], ENERGY_LABELS),
});
export const kvaField = defineField({
  key: 'kva',
  label: 'Puissance souscrite',
  type: 'number',
  operators: OPERATORS_BY_FIELD_TYPE.number,
  unit: 'kVA',
});
export const optionField = defineField({
  key: 'option',
  label: 'Option tarifaire',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(PRICING_OPTIONS, PRICING_OPTION_LABELS),
});
export const housingTypeField = defineField({
  key: 'housingType',
  label: 'Type de logement',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(HOUSING_TYPES, HOUSING_TYPE_LABELS),
});
export const journeyKindField = defineField({
  key: 'journeyKind',
  label: 'Type de parcours',
  type: 'enum',
  operators: CHOICE,
  options: optionsOf(JOURNEY_KINDS, JOURNEY_KIND_LABELS),
});
export const existingCustomerField = defineField({
  key: 'existingCustomer',
  label: 'Client existant',
  type: 'boolean',
  operators: OPERATORS_BY_FIELD_TYPE.boolean,
});
export const campaignField = defineField({
  key: 'campaign',
  label: 'Campagne (code promo ou code PIN)',
  type: 'string',
  operators: TEXT,
});
export const dateField = defineField({
  key: 'date',
  label: 'Date',
  type: 'date',
  operators: OPERATORS_BY_FIELD_TYPE.date,
});

/** The field registry: the admin builder lists it (`resources/eligibility-fields`). */
export const ELIGIBILITY_FIELDS = [
  channelField,
  roleField,
  partnerField,
  postalCodeField,
  inseeCodeField,
  energyField,
  kvaField,
  optionField,
  housingTypeField,
  journeyKindField,
  existingCustomerField,
  campaignField,
  dateField,
] as const;

export type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number];
export type EligibilityFieldKey = EligibilityField['key'];

/**
 * What a visitor or an agent is, as the engine sees it. Every field is optional: a predicate on a
 * missing field fails (except `exists`). Dates are `YYYY-MM-DD`.
 */
export type EligibilityContext = {
  readonly [F in EligibilityField as F['key']]?: FieldValue<F> | null;
};

export const ELIGIBILITY_FIELDS_BY_KEY: ReadonlyMap<string, EligibilityField> = new Map(
  ELIGIBILITY_FIELDS.map((field) => [field.key, field]),
);

function contextValueSchema(field: EligibilityField): z.ZodType {
  switch (field.type) {
    case 'string':
      return z.string({ error: `${field.label} : texte attendu` });
    case 'number':
      return z.number({ error: `${field.label} : nombre attendu` });
    case 'boolean':
      return z.boolean({ error: `${field.label} : oui ou non attendu` });
    case 'date':
      return IsoDateSchema;
    case 'enum':
      return z.enum((field.options ?? []).map((option) => option.value) as [string, ...string[]], {
        error: `${field.label} : valeur inconnue`,
      });
  }
}

/**
 * Checks a context at the edge (route, "try it" panel) so that evaluation can trust it: numbers
 * are numbers, dates are real `YYYY-MM-DD` dates. Unknown keys are dropped.
 */
export const EligibilityContextSchema = z.object(
  Object.fromEntries(ELIGIBILITY_FIELDS.map((field) => [field.key, contextValueSchema(field).nullish()])),
) as unknown as z.ZodType<EligibilityContext>;
