import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loggerOptions } from '../logging/logger-options.js';

/** Every refusal Fastify or Node makes on its own is answered in the French envelope with a stable code. */
describe('framework errors in the French envelope', () => {
  let t: TestApp;
  let baseUrl: string;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({ logger: pino(loggerOptions('info') as pino.LoggerOptions, sink) });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const expectEnvelope = (body: string, code: string) => {
    const parsed = JSON.parse(body);
    expect(parsed).toMatchObject({ notifications: [], data: null, errors: [{ code }] });
    expect(parsed.errors[0].message).toMatch(/[éèàêç’]|^[A-Z][^A-Z]/);
    expect(body).not.toMatch(/FST_ERR|Bad Request|is not a valid|exceeding|Not Found|Unsupported/);
  };

  const sync = '/api/node/v1/session/sync';
  it.each([
    { label: 'an undecodable URL', url: '/api/v3/command/%C0%AF', status: 400, code: 'BAD_URL' },
    { label: 'an unknown API path', url: '/api/nulle-part', status: 404, code: 'NOT_FOUND' },
    {
      label: 'a 300-character parameter',
      url: `/api/v3/command/${'a'.repeat(300)}`,
      status: 414,
      code: 'URI_TOO_LONG',
    },
    {
      label: 'truncated JSON',
      url: sync,
      type: 'application/json',
      body: '{"context":',
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      label: 'an empty JSON body',
      url: sync,
      type: 'application/json',
      body: '',
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      label: 'XML',
      url: sync,
      type: 'application/xml',
      body: '<a/>',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      label: 'a body over the route’s limit',
      url: sync,
      type: 'application/json',
      body: JSON.stringify({ context: { note: 'x'.repeat(20_000) } }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
  ])('$label → $status $code', async ({ url, type, body, status, code }) => {
    const response = await t.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url,
      ...(type ? { headers: { 'content-type': type } } : {}),
      ...(body !== undefined ? { payload: body } : {}),
    });
    expect(response.statusCode).toBe(status);
    expectEnvelope(response.body, code);
    expect(response.body).not.toContain('%C0%AF');
  });

  it('answers headers too large (Node’s own 431) in the envelope', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl}/api/health`,
        { headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expectEnvelope(body, 'HEADERS_TOO_LARGE');
  });

  it('logs client errors without a stack trace', async () => {
    await t.app.inject({ url: '/api/v3/command/%C0%AF' });
    await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    const output = lines.join('');
    expect(output).toContain('request refused');
    expect(output).not.toContain('"stack"');
  });
});
