import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';

export type IpRange = { rangeStart: string; rangeEnd: string };
export type ParsedIp = { family: 4 | 6; value: bigint };

const IPV4_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(ip: string): bigint | null {
  const parts = IPV4_PATTERN.exec(ip)?.slice(1);
  if (!parts) return null;
  // '010' could be read as octal by some tools: refuse leading zeros rather than guess.
  if (parts.some((part) => Number(part) > 255 || (part.length > 1 && part.startsWith('0')))) return null;
  return parts.reduce((total, part) => (total << 8n) + BigInt(part), 0n);
}

function parseHextets(part: string): number[] | null {
  if (part === '') return [];
  const hextets = part.split(':');
  if (hextets.some((h) => !/^[0-9a-f]{1,4}$/i.test(h))) return null;
  return hextets.map((h) => Number.parseInt(h, 16));
}

function parseIpv6(ip: string): bigint | null {
  let text = ip.replace(/%[^%]*$/, ''); // zone id: fe80::1%eth0
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // '::ffff:10.0.0.1' → '::ffff:a00:1'
    const v4 = parseIpv4(last);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseHextets(halves[0] ?? '');
  const tail = halves.length === 2 ? parseHextets(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const written = head.length + tail.length;
  if (halves.length === 1 ? written !== 8 : written > 7) return null;
  const hextets = [...head, ...Array<number>(8 - written).fill(0), ...tail];
  return hextets.reduce((total, h) => (total << 16n) + BigInt(h), 0n);
}

/**
 * Parses an IPv4 or IPv6 address to a number. An IPv4-mapped IPv6 address ('::ffff:10.0.0.1',
 * what dual-stack servers report for IPv4 clients) is read as the IPv4 address.
 */
export function parseIp(ip: string): ParsedIp | null {
  const text = ip.trim();
  const v4 = parseIpv4(text);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/**
 * Whether `ip` lies within [rangeStart, rangeEnd], bounds included, compared as numbers
 * (never as strings: '10.0.0.9' < '10.0.0.10'). Any invalid address, a mix of IPv4 and IPv6,
 * or an inverted range gives false: the check fails closed (DECISIONS §1).
 */
export function isIpInRange(ip: string, { rangeStart, rangeEnd }: IpRange): boolean {
  const [address, start, end] = [parseIp(ip), parseIp(rangeStart), parseIp(rangeEnd)];
  if (!address || !start || !end) return false;
  if (address.family !== start.family || start.family !== end.family) return false;
  return start.value <= address.value && address.value <= end.value;
}

export const IP_NOT_ALLOWED_MESSAGE = 'Accès refusé : votre adresse IP n’est pas autorisée pour ce canal.';

/** For agent and partner channels: the IP must be in one of the partner's ranges. */
export function checkIpAllowed(ip: string, ranges: readonly IpRange[]): Result<true, 'IP_NOT_ALLOWED'> {
  return ranges.some((range) => isIpInRange(ip, range))
    ? ok(true)
    : fail('IP_NOT_ALLOWED', IP_NOT_ALLOWED_MESSAGE);
}

/** A configured range: two addresses of the same family, start not after end. */
export const IpRangeSchema = z.object({ rangeStart: z.string(), rangeEnd: z.string() }).refine(
  ({ rangeStart, rangeEnd }) => {
    const [start, end] = [parseIp(rangeStart), parseIp(rangeEnd)];
    return start !== null && end !== null && start.family === end.family && start.value <= end.value;
  },
  { error: 'Plage d’adresses IP invalide' },
);
