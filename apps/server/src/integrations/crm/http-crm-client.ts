import { z } from 'zod';
import { type CrmClient, CrmDeliveryError, type CrmMessage, type CrmReceipt } from './crm-client.js';

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

const CrmAnswerSchema = z.object({ id: z.string().min(1).max(64).optional() }).loose();

export interface HttpCrmClientOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * One JSON message to a CRM endpoint: `POST {url}` with a bearer key and an `Idempotency-Key`. Throws a
 * `CrmDeliveryError` (retryable or not) unless the CRM answered 2xx; returns its `{ id }` when it gave one.
 */
export async function postToCrm(
  { url, apiKey, timeoutMs, fetch = globalThis.fetch }: HttpCrmClientOptions,
  idempotencyKey: string,
  body: unknown,
): Promise<CrmReceipt> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new CrmDeliveryError(
      timedOut ? `Le CRM n’a pas répondu en ${timeoutMs} ms` : 'CRM injoignable',
      true,
    );
  }
  if (!response.ok) {
    // The body may echo the message: only the status is kept.
    await response.body?.cancel().catch(() => undefined);
    throw new CrmDeliveryError(
      `Le CRM a répondu ${response.status}`,
      response.status >= 500 || RETRYABLE_STATUSES.has(response.status),
    );
  }
  const text = await response.text().catch(() => '');
  const answer = CrmAnswerSchema.safeParse(text ? safeJson(text) : {});
  return answer.success && answer.data.id ? { crmId: answer.data.id } : {};
}

/**
 * A JSON CRM endpoint for leads: `{ messageId, kind, leadId, crmId, lead }`, the message id as
 * `Idempotency-Key`. A 2xx answer may carry `{ id }`, the CRM's id for the lead.
 */
export function createHttpCrmClient(options: HttpCrmClientOptions): CrmClient {
  return {
    send: (message: CrmMessage): Promise<CrmReceipt> => postToCrm(options, message.messageId, message),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
