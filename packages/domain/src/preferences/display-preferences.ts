import type { Energy } from '../energy/delivery-point-id.js';

/**
 * The visitor's preferences that pages honour (« Mes préférences »), without zod: the shell reads them at
 * start-up from a cookie and must stay light. Their schema, for the form and the server, is in
 * `visitor-preferences.ts`.
 */
export interface DisplayPreferences {
  /** The energy pages open on (the invoice tutorial); none: each page's own default. */
  energy?: Energy;
  /** Animations and transitions reduced site-wide, whatever the device says. */
  reduceMotion?: boolean;
}

/**
 * A cookie the pages can read (not httpOnly), mirroring the preferences kept in the content session: the
 * server writes it with each change, so that the first paint honours them without a request. It holds
 * nothing personal, only the values below.
 */
export const PREFERENCES_COOKIE = 'voltaire_prefs';

const ENERGY_VALUES: readonly Energy[] = ['electricity', 'gas'];

/** The cookie's value (`energy=gas&motion=reduce`); empty when nothing differs from the defaults. */
export function writePreferencesCookie(preferences: Record<string, unknown>): string {
  const parts: string[] = [];
  const { energy, reduceMotion } = preferences;
  if (ENERGY_VALUES.includes(energy as Energy)) parts.push(`energy=${energy}`);
  if (reduceMotion === true) parts.push('motion=reduce');
  return parts.join('&');
}

/**
 * The preferences of a `Cookie` header or of `document.cookie`; anything unknown or malformed is ignored,
 * so a tampered cookie changes nothing but these two settings.
 */
export function readPreferencesCookie(cookies: string | null | undefined): DisplayPreferences {
  const raw = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${PREFERENCES_COOKIE}=`))
    ?.slice(PREFERENCES_COOKIE.length + 1);
  if (!raw) return {};
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return {};
  }
  const preferences: DisplayPreferences = {};
  for (const part of value.split('&')) {
    const [key, setting] = part.split('=');
    if (key === 'energy' && ENERGY_VALUES.includes(setting as Energy)) preferences.energy = setting as Energy;
    if (key === 'motion' && setting === 'reduce') preferences.reduceMotion = true;
  }
  return preferences;
}
