import { ELIGIBILITY_FIELDS, ELIGIBILITY_OPERATORS } from '@voltaire/domain';
import type { EligibilityFieldView } from './admin-api';

/**
 * Test support for the admin screens (not shipped: only tests import it): the field registry as
 * `resources/eligibility-fields` serves it. The fake API is in `src/test/fake-api.ts`.
 */

/** The real registry of the domain, shaped as the API sends it. */
export const REGISTRY_FIELDS: EligibilityFieldView[] = ELIGIBILITY_FIELDS.map((field) => ({
  key: field.key,
  label: field.label,
  type: field.type,
  operators: field.operators.map((key) => ({
    key,
    label: ELIGIBILITY_OPERATORS[key].label,
    value: ELIGIBILITY_OPERATORS[key].value,
  })),
  ...('options' in field && field.options
    ? { options: field.options.map(({ value, label }) => ({ value, label })) }
    : {}),
}));
