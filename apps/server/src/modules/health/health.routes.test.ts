import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers the deep check (deep=1) from the database itself', async () => {
    const response = await t.app.inject({ url: '/api/health?deep=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('refuses an unknown deep value in French', async () => {
    const response = await t.app.inject({ url: '/api/health?deep=oui' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/[éèàç]|invalide|Option/);
  });

  it('answers 503 when the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
  });
});

describe('GET /api/health with an unreachable PostgreSQL', () => {
  it('answers 503 when nothing listens at DATABASE_URL', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://voltaire@127.0.0.1:1/voltaire' });
    const app = await buildApp({ config: testConfig(), database });
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
    expect((await app.inject({ url: '/api/health?deep=1' })).statusCode).toBe(503);
    await app.close();
    await database.close();
  });
});
