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
 * A JSON CRM endpoint: `POST {url}` with `{ messageId, kind, leadId, crmId, lead }`, a bearer key and an
 * `Idempotency-Key` (the message id). A 2xx answer may carry `{ id }`, the CRM's id for the lead.
 */
export function createHttpCrmClient({
  url,
  apiKey,
  timeoutMs,
  fetch = globalThis.fetch,
}: HttpCrmClientOptions): CrmClient {
  return {
    async send(message: CrmMessage): Promise<CrmReceipt> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': message.messageId,
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify(message),
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
        // The body may echo the lead: only the status is kept.
        await response.body?.cancel().catch(() => undefined);
        throw new CrmDeliveryError(
          `Le CRM a répondu ${response.status}`,
          response.status >= 500 || RETRYABLE_STATUSES.has(response.status),
        );
      }
      const text = await response.text().catch(() => '');
      const answer = CrmAnswerSchema.safeParse(text ? safeJson(text) : {});
      return answer.success && answer.data.id ? { crmId: answer.data.id } : {};
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
