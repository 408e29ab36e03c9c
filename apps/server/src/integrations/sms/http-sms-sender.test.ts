import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from './http-sms-sender.js';

describe('createHttpSmsSender', () => {
  const requests: { authorization?: string; body: unknown }[] = [];
  let server: Server;
  let url: string;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await readBody(request);
      requests.push({ authorization: request.headers.authorization, body });
      if (body.to === '+33600000099') {
        response.writeHead(503).end();
        return;
      }
      if (body.to === '+33600000098') return; // never answers
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  // Answers get a generous delay (a loaded machine is slow); silence is cut at 300 ms.
  const sender = (timeoutMs = 5_000) =>
    createHttpSmsSender({ url, apiKey: 'sms-test-key-0123456789', sender: 'VOLTAIRE', timeoutMs });

  it('posts the text with the bearer key and the sender name', async () => {
    await sender().send({ to: '+33612345678', text: 'Votre code : 123456' });
    expect(requests.at(-1)).toEqual({
      authorization: 'Bearer sms-test-key-0123456789',
      body: { to: '+33612345678', text: 'Votre code : 123456', sender: 'VOLTAIRE' },
    });
  });

  it('fails on a refusal or a timeout, so the outbox retries', async () => {
    await expect(sender().send({ to: '+33600000099', text: 'x' })).rejects.toThrow(
      'SMS gateway answered 503',
    );
    await expect(sender(300).send({ to: '+33600000098', text: 'x' })).rejects.toThrow(/abort|timeout/i);
  });
});
