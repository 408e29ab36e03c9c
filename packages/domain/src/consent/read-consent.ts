import { type Consent, ConsentSchema, type LegacyConsent, LegacyConsentSchema } from './consent.js';

export type ReadConsentOutcome = {
  consent: Consent | null;
  /** True when an older cookie was converted: save the v2 cookie (and drop the old one). */
  resave: boolean;
  warnings: string[];
};

type Parsed<T> = { value: T } | { warning: string };

function parseCookieJson<T>(
  raw: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): Parsed<T> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(decodeURIComponent(raw));
  } catch {
    return { warning: 'not URI-encoded JSON' };
  }
  const result = schema.safeParse(decoded);
  return result.success ? { value: result.data } : { warning: 'unexpected shape' };
}

function convertLegacy({ navi, advert, social }: LegacyConsent): Consent | null {
  if (navi && advert && social) return { mode: 'accept-all' };
  if (!navi && !advert && !social) return { mode: 'refuse-all' };
  return null;
}

/**
 * Reads the consent cookies (SPEC §4). Never throws: an invalid value only gives a warning
 * (also passed to `warn`) and no consent, which counts as refusal.
 * - a v2 cookie, when present, decides alone (a corrupt v2 does not fall back to the old one);
 * - else the older cookie converts: all three flags true → accept-all, all false → refuse-all,
 *   both with `resave: true`; mixed flags are not converted.
 */
export function readConsent(
  cookieValue: string | undefined,
  legacyValue?: string,
  warn?: (message: string) => void,
): ReadConsentOutcome {
  const warnings: string[] = [];
  const report = (message: string) => {
    warnings.push(message);
    warn?.(message);
  };

  if (cookieValue) {
    const parsed = parseCookieJson(cookieValue, ConsentSchema);
    if ('value' in parsed) return { consent: parsed.value, resave: false, warnings };
    report(`Invalid consent cookie value (${parsed.warning}), ignored.`);
    return { consent: null, resave: false, warnings };
  }

  if (legacyValue) {
    const parsed = parseCookieJson(legacyValue, LegacyConsentSchema);
    if ('warning' in parsed) {
      report(`Invalid legacy consent cookie value (${parsed.warning}), ignored.`);
      return { consent: null, resave: false, warnings };
    }
    const consent = convertLegacy(parsed.value);
    return { consent, resave: consent !== null, warnings };
  }

  return { consent: null, resave: false, warnings };
}
