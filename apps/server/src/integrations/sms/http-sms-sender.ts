import type { SmsSender } from './sms-sender.js';

/**
 * A JSON SMS gateway: `POST {url}` with `{ to, text, sender }` and a bearer key, as the common French
 * providers accept. Any non-2xx answer is a failure the outbox retries.
 */
export function createHttpSmsSender({
  url,
  apiKey,
  sender,
  timeoutMs,
}: {
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs: number;
}): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to, text, sender }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
