import { FRENCH_TIME_ZONE, toIsoDateInTimeZone } from '../calendar/french-date.js';
import { isFrenchPublicHoliday } from '../calendar/french-public-holidays.js';
import { dayOfWeek } from '../calendar/iso-date.js';
import type { Gateway, GatewayRouting } from './gateway.js';

/** The UTM parameters a visitor arrives with (`utm_source`, `utm_medium`, `utm_campaign`). */
export interface UtmParameters {
  source?: string | undefined;
  medium?: string | undefined;
  campaign?: string | undefined;
}

const same = (expected: string | undefined, given: string | undefined) =>
  expected === undefined || expected.toLowerCase() === given?.trim().toLowerCase();

/**
 * The active gateway that a visitor's UTM parameters force: its source must match (case aside), and its
 * medium and campaign too when it names them. The most specific gateway wins, then the first by id.
 */
export function findUtmForcedGateway(gateways: readonly Gateway[], utm: UtmParameters): Gateway | undefined {
  if (!utm.source?.trim()) return undefined;
  const specificity = (gateway: Gateway) =>
    (gateway.utm.medium === undefined ? 0 : 1) + (gateway.utm.campaign === undefined ? 0 : 1);
  return gateways
    .filter(
      (gateway) =>
        gateway.active &&
        same(gateway.utm.source, utm.source) &&
        same(gateway.utm.medium, utm.medium) &&
        same(gateway.utm.campaign, utm.campaign),
    )
    .sort((a, b) => specificity(b) - specificity(a) || a.id.localeCompare(b.id))[0];
}

export const CALLBACK_CLOSED_REASONS = ['INACTIVE', 'NO_CALLBACK', 'PUBLIC_HOLIDAY', 'CLOSED'] as const;
export type CallbackClosedReason = (typeof CALLBACK_CLOSED_REASONS)[number];
export const CALLBACK_MESSAGES = {
  OPEN: 'Nos conseillers sont disponibles : ils vous rappellent dans les minutes qui viennent.',
  INACTIVE: 'Cette passerelle n’est plus active.',
  NO_CALLBACK: 'Le rappel par un conseiller n’est pas proposé pour ce comparateur.',
  PUBLIC_HOLIDAY: 'Nos conseillers ne rappellent pas les jours fériés.',
  CLOSED: 'Nos conseillers sont fermés pour le moment.',
} as const satisfies Record<CallbackClosedReason | 'OPEN', string>;

export type CallbackAvailability =
  | { available: true; reason: 'OPEN'; message: string }
  | { available: false; reason: CallbackClosedReason; message: string };

const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: FRENCH_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time `HH:MM` and ISO weekday (1 Monday … 7 Sunday) of an instant in Paris. */
export function parisWallClock(instant: Date): { isoDate: string; weekday: number; time: string } {
  const isoDate = toIsoDateInTimeZone(instant);
  const parts = timeFormat.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { isoDate, weekday: dayOfWeek(isoDate) || 7, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the call-back team answers for this gateway now: its hours, Paris time, never on a public holiday. */
export function callbackAvailability(gateway: Gateway, now: Date): CallbackAvailability {
  const closed = (reason: CallbackClosedReason): CallbackAvailability => ({
    available: false,
    reason,
    message: CALLBACK_MESSAGES[reason],
  });
  if (!gateway.active) return closed('INACTIVE');
  if (!gateway.callback.enabled) return closed('NO_CALLBACK');
  const { isoDate, weekday, time } = parisWallClock(now);
  if (isFrenchPublicHoliday(isoDate)) return closed('PUBLIC_HOLIDAY');
  const open = gateway.callback.openingHours.some(
    (slot) => slot.day === weekday && slot.opens <= time && time < slot.closes,
  );
  return open ? { available: true, reason: 'OPEN', message: CALLBACK_MESSAGES.OPEN } : closed('CLOSED');
}

/** Where a gateway's visitor goes now: the call-back page while the team is open, else the landing page. */
export function gatewayRoute(gateway: Gateway, now: Date): { routing: GatewayRouting; path: string } {
  if (gateway.routing === 'callback' && callbackAvailability(gateway, now).available) {
    const separator = gateway.callback.path.includes('?') ? '&' : '?';
    return { routing: 'callback', path: `${gateway.callback.path}${separator}passerelle=${gateway.id}` };
  }
  return { routing: 'landing', path: gateway.landingPath };
}

/**
 * The tracked link of a gateway: its landing page on our site with its UTM parameters, and any extra
 * parameter (an offer, a campaign of the day). The campaign given replaces the gateway's own.
 */
export function trackedLink(
  publicUrl: string,
  gateway: Gateway,
  extra: { campaign?: string | undefined; params?: Record<string, string> } = {},
): string {
  const url = new URL(gateway.landingPath, `${publicUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('utm_source', gateway.utm.source);
  if (gateway.utm.medium) url.searchParams.set('utm_medium', gateway.utm.medium);
  const campaign = extra.campaign ?? gateway.utm.campaign;
  if (campaign) url.searchParams.set('utm_campaign', campaign);
  for (const [name, value] of Object.entries(extra.params ?? {})) url.searchParams.set(name, value);
  return url.toString();
}
