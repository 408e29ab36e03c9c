import { z } from 'zod';

export const CONSENT_COOKIE_NAME_V2 = 'voltaire_consent_v2';
export const CONSENT_COOKIE_NAME_LEGACY = 'voltaire_consent';
/** Bump when the banner's wording or categories change: the choice is asked again. */
export const CONSENT_BANNER_VERSION = 1;

export const CONSENT_MODES = ['accept-all', 'refuse-all', 'custom'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/**
 * A category is either allowed as a whole (`true`/`false`) or for some sub-items only,
 * given as a semicolon-separated list: `'audience;conversion'`.
 */
export const ConsentCategoryValueSchema = z.union([z.boolean(), z.string()]);
export type ConsentCategoryValue = z.infer<typeof ConsentCategoryValueSchema>;

/** The version-2 cookie record (SPEC §3). */
export const ConsentSchema = z.object({
  mode: z.enum(CONSENT_MODES),
  categories: z.record(z.string(), ConsentCategoryValueSchema).optional(),
  version: z.number().int().nonnegative().optional(),
  /** ISO timestamp of the choice. */
  date: z.string().optional(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** The older cookie: three flags. */
export const LegacyConsentSchema = z.object({
  navi: z.boolean(),
  advert: z.boolean(),
  social: z.boolean(),
});
export type LegacyConsent = z.infer<typeof LegacyConsentSchema>;

/** A consent record stamped with the injected clock and the banner version. */
export function createConsent(
  mode: ConsentMode,
  {
    now,
    categories,
    version = CONSENT_BANNER_VERSION,
  }: { now: Date; categories?: Consent['categories']; version?: number },
): Consent {
  return {
    mode,
    ...(mode === 'custom' ? { categories: { ...categories } } : {}),
    version,
    date: now.toISOString(),
  };
}

/** The cookie value: URI-encoded JSON. */
export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent));
}
