import { GRID_OPERATOR_LABELS, type GridOperator } from '@voltaire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { BusinessError } from '../../http/envelope.js';

export interface GridOperatorApiOptions {
  /** Root of the operators' gateway, e.g. https://api.grid.example/v1 (Enedis under /enedis, GRDF under /grdf). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; never logged. */
  apiKey: string;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  fetch?: typeof globalThis.fetch;
}

export interface GridOperatorRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number>;
  body?: unknown;
}

export const gridOperatorTimeout = (operator: GridOperator) =>
  new BusinessError(
    'GRID_OPERATOR_TIMEOUT',
    `${GRID_OPERATOR_LABELS[operator]} ne nous a pas répondu à temps. Réessayez dans quelques minutes, ou saisissez votre numéro de point de livraison.`,
  );

/** « de GRDF », « d’Enedis », « d’EDF Corse ». */
const ofOperator = (operator: GridOperator) => {
  const label = GRID_OPERATOR_LABELS[operator];
  return /^[AEIOUY]/i.test(label) ? `d’${label}` : `de ${label}`;
};

export const gridOperatorUnavailable = (operator: GridOperator) =>
  new BusinessError(
    'GRID_OPERATOR_UNAVAILABLE',
    `Le service ${ofOperator(operator)} est momentanément indisponible. Réessayez dans quelques minutes.`,
  );

/**
 * JSON over HTTP to one operator: the parsed answer, `null` on a 404. Anything else that goes wrong
 * (timeout, 5xx, refused credentials, an answer we cannot read) becomes a French `BusinessError`
 * that says nothing of the operator's internals; the log keeps the status, never the URL (it holds
 * the delivery point id) nor the key.
 */
export function createGridOperatorHttp(
  operator: GridOperator,
  { baseUrl, apiKey, timeoutMs, logger, fetch = globalThis.fetch }: GridOperatorApiOptions,
) {
  const root = baseUrl.replace(/\/+$/, '');
  return async function request<T>(
    path: string,
    schema: z.ZodType<T>,
    { method = 'GET', query, body }: GridOperatorRequest = {},
  ): Promise<T | null> {
    const url = new URL(`${root}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      logger.warn({ operator, reason: timedOut ? 'timeout' : 'network' }, 'grid operator unreachable');
      throw timedOut ? gridOperatorTimeout(operator) : gridOperatorUnavailable(operator);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      logger.warn({ operator, status: response.status }, 'grid operator refused a request');
      throw gridOperatorUnavailable(operator);
    }
    let parsed: z.ZodSafeParseResult<T>;
    try {
      parsed = schema.safeParse(await response.json());
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      logger.warn(
        { operator, reason: timedOut ? 'timeout' : 'invalid JSON' },
        'grid operator answer unreadable',
      );
      throw timedOut ? gridOperatorTimeout(operator) : gridOperatorUnavailable(operator);
    }
    if (!parsed.success) {
      logger.warn({ operator, reason: 'unexpected shape' }, 'grid operator answer unreadable');
      throw gridOperatorUnavailable(operator);
    }
    return parsed.data;
  };
}

const LOWER_CASE_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'en',
  'sur',
  'sous',
  'aux',
  'au',
]);

/** Operators write addresses in capitals: « RUE DE LA ROQUETTE » → « Rue de la Roquette ». */
export function frenchTitleCase(text: string): string {
  let index = 0;
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\p{L}\p{N}]+/gu, (word) => {
      const first = index++ === 0;
      if (!first && LOWER_CASE_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    });
}

/** « 12 BIS RUE DE LA ROQUETTE » → number « 12 bis », street « Rue de la Roquette ». */
export function splitNumberAndStreet(line: string): { housenumber: string | null; street: string } {
  const match = /^(\d+(?:\s?(?:bis|ter|quater|[a-z]))?)\s+(.+)$/i.exec(line.trim());
  if (!match) return { housenumber: null, street: frenchTitleCase(line) };
  return { housenumber: (match[1] ?? '').toLowerCase(), street: frenchTitleCase(match[2] ?? '') };
}
