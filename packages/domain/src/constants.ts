/** Business constants and limits of SPEC §9 and DECISIONS.md, in one place. */

/** Layout breakpoints, in px (min widths). */
export const BREAKPOINTS = { xs: 360, sm: 480, md: 960, lg: 1440, xl: 2440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** The modal drawer slides from the bottom when the window is narrower than this. */
export const DRAWER_BOTTOM_BELOW_PX = 960;
export const POPUP_EMOJI_SIZE_PX = { withIcon: 100, statusOnly: 75 } as const;
export const LOADER_IMAGE_SIZE_PX = 60;
export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const;
export const CALENDAR_GRID_COLUMNS = 3;
/** Weeks start on Monday (0 = Sunday, 1 = Monday). */
export const WEEK_STARTS_ON = 1;
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';

export const DEBOUNCE_MS = 166;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
/** The OTP input widget's default length (SPEC). Signing codes use `SIGNING_OTP.digits`. */
export const OTP_DEFAULT_DIGITS = 4;
/** Retry helper; DECISIONS §1: only idempotent requests (GET or with an Idempotency-Key). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 10_000;
export const CAPTCHA_CLEANUP_DELAY_MS = 5_000;

/** Customer web-app session lifetime default (configurable). */
export const SESSION_DEFAULT_DAYS = 30;
/** DECISIONS §1: agent, partner and admin sessions. */
export const STAFF_SESSION = { absoluteMs: 12 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 } as const;

/** DECISIONS §1: the code that signs a contract or authenticates a person. */
export const SIGNING_OTP = {
  digits: 6,
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  maxFailuresPerHour: 100,
} as const;

export const RATING_BEST = 5;
export const RECRUITMENT_OFFERS_LIMIT = 9999;

/** DECISIONS §2, consumer law and SEPA. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
export const SEPA_PRENOTIFICATION_DAYS = 14;
export const MANDATE_REFERENCE_MAX_LENGTH = 35;
export const PROSPECT_ANONYMISATION_YEARS = 3;

/** SPEC §3 analytics session info defaults: the provider's own site, an autonomous sale. */
export const DEFAULT_ANALYTICS_SESSION = { channel: 'site-voltaire', venteType: 'autonome' } as const;
