import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loggerOptions } from '../logging/logger-options.js';

describe('errors, logs and the API description', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    t = await createTestApp({
      logger: pino(options, sink),
      extend: (app) =>
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at db.internal:5432');
        }),
    });
  });
  afterAll(() => t.close());

  it('answers a bug with a generic French 500 that leaks nothing', async () => {
    const response = await t.app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: [{ code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue. Réessayez plus tard.' }],
      notifications: [],
      data: null,
    });
    expect(response.body).not.toContain('db.internal');
  });

  it('keeps cookies, query strings and personal fields out of the logs', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync?email=jeanne@example.fr',
      headers: { cookie: 'voltaire_session=topsecrettoken' },
      payload: { context: { note: 'x' } },
    });
    const logger = t.app.log;
    logger.info(
      { order: { iban: 'FR7630006000011234567890189', email: 'jeanne@example.fr', otp: '123456' } },
      'probe',
    );
    const output = lines.join('');
    expect(output).toContain('probe');
    for (const secret of ['topsecrettoken', 'jeanne@example.fr', 'FR7630006000011234567890189', '123456']) {
      expect(output).not.toContain(secret);
    }
  });

  it('describes every route in OpenAPI at /api/docs/json, and serves the browsable page at /api/docs', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/node/v1/sfdc/insee',
      '/api/node/v1/debugger/notify',
      '/api/v2/session',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
