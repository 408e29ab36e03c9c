import { ELIGIBILITY_FIELDS, ELIGIBILITY_OPERATORS } from '@voltaire/domain';
import { envelope, type FakeRoute } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import type { EligibilityFieldView } from './admin-api';

/**
 * Test support for the admin screens (not shipped: only tests import it): the field registry as
 * `resources/eligibility-fields` serves it, and the rendering of a screen for the administrator. The fake API
 * is in `src/test/fake-api.ts`.
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

/** What `get-user-infos` answers for the demo administrator. */
export const ADMIN_USER = {
  email: 'admin@voltaire.demo',
  displayName: 'Administrateur',
  role: 'default',
  isAdmin: true,
  landingPath: '/admin',
};

/** The screens arrive in one lazy chunk: seconds on a loaded machine, the first time. */
export const SLOW = { timeout: 10_000 };

/** Renders an admin screen at `path` for the signed-in administrator, against a fake API. */
export function renderAsAdmin(path: string, routes: Record<string, FakeRoute>) {
  return renderWithApi(path, {
    'GET /so-partner/api/auth/get-user-infos': { body: envelope(ADMIN_USER) },
    ...routes,
  });
}
