import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmDeliveryError, type CrmMessage } from './crm-client.js';
import { createHttpCrmClient } from './http-crm-client.js';

const message = (leadId: string): CrmMessage => ({
  messageId: '7d0c1c40-5f38-4a4e-9a3e-0c6f0f6f1a01',
  kind: 'upsert',
  leadId,
  crmId: null,
  lead: { Email: 'jeanne.dupont@example.fr', Status: 'Open - Not Contacted' },
});

describe('createHttpCrmClient against a loopback CRM', () => {
  const received: { headers: IncomingMessage['headers']; body: CrmMessage }[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CrmMessage;
      received.push({ headers: request.headers, body });
      if (body.leadId === 'down')
        return void response.writeHead(503).end('{"error":"jeanne.dupont@example.fr"}');
      if (body.leadId === 'refused') return void response.writeHead(422).end();
      if (body.leadId === 'throttled') return void response.writeHead(429).end();
      if (body.leadId === 'silent') return; // never answers
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"00Q5g000001"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  // Answers get a generous delay (a loaded machine is slow); silence is cut at 300 ms.
  const client = (timeoutMs = 5_000) =>
    createHttpCrmClient({ url, apiKey: 'crm-test-key-0123456789', timeoutMs });

  it('posts the message with the bearer key and the message id as idempotency key, and reads the CRM id', async () => {
    await expect(client().send(message('ok'))).resolves.toEqual({ crmId: '00Q5g000001' });
    const last = received.at(-1);
    expect(last?.headers.authorization).toBe('Bearer crm-test-key-0123456789');
    expect(last?.headers['idempotency-key']).toBe('7d0c1c40-5f38-4a4e-9a3e-0c6f0f6f1a01');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(last?.body).toEqual(message('ok'));
  });

  it('a 5xx is a passing failure, retried later; its body (which may echo the lead) is not kept', async () => {
    const error = await client()
      .send(message('down'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmDeliveryError);
    expect(error).toMatchObject({ retryable: true, message: 'Le CRM a répondu 503' });
  });

  it('a 429 is retried, another 4xx is a refusal for good', async () => {
    await expect(client().send(message('throttled'))).rejects.toMatchObject({ retryable: true });
    await expect(client().send(message('refused'))).rejects.toMatchObject({
      retryable: false,
      message: 'Le CRM a répondu 422',
    });
  });

  it('a CRM that does not answer in time is a passing failure', async () => {
    await expect(client(300).send(message('silent'))).rejects.toMatchObject({
      retryable: true,
      message: 'Le CRM n’a pas répondu en 300 ms',
    });
  });

  it('an unreachable CRM is a passing failure', async () => {
    const closed = createHttpCrmClient({
      url: 'http://127.0.0.1:9/leads',
      apiKey: undefined,
      timeoutMs: 300,
    });
    await expect(closed.send(message('ok'))).rejects.toMatchObject({
      retryable: true,
      message: 'CRM injoignable',
    });
  });
});
