import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { EMAIL, PHONE, randomPdl } from './signing-helpers.js';
import { createTestDatabase } from './test-app.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The real server, on an embedded data folder or (npm run test:pg) on its own PostgreSQL database. */
function startServer(storage: { dataDir: string } | { databaseUrl: string }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      ...('dataDir' in storage
        ? { DATA_DIR: storage.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: storage.databaseUrl, DATA_DIR: join(tmpdir(), `voltaire-unused-${randomUUID()}`) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function portOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A browser-like client: keeps its cookies, speaks JSON. */
function client(base: () => string) {
  const cookies = new Map<string, string>();
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = (pair as string).split('=');
      if (name && value !== undefined) cookies.set(name, value);
    }
    return {
      status: response.status,
      json: (await response.json()) as { data: Record<string, unknown>; errors: unknown[] },
    };
  };
  return { request };
}

describe('the server killed (SIGKILL) between signing and completion', () => {
  let storage: { dataDir: string } | { databaseUrl: string };
  let cleanup: () => Promise<void>;
  let server: ChildProcess | undefined;
  let port = '';
  const base = () => `http://127.0.0.1:${port}`;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      // A migrated copy of the run's template; closing it drops it.
      const database = await createTestDatabase();
      storage = { databaseUrl: database.url as string };
      cleanup = () => database.close();
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'voltaire-signing-'));
      storage = { dataDir };
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
    server = startServer(storage);
    port = await portOf(server);
  }, 120_000);
  afterAll(async () => {
    if (server) {
      server.kill('SIGTERM');
      await killed(server);
    }
    await cleanup();
  });

  it('restarts, and the client’s retry with the same key completes the order exactly once', async () => {
    const customer = client(base);
    const admin = client(base);
    const created = await customer.request('POST', '/api/v2/order', {});
    const orderId = created.json.data.id as string;
    const reference = created.json.data.reference as string;
    const pdl = randomPdl();
    for (const [step, data] of Object.entries(VALID_STEPS)) {
      // A real process runs on the real clock: the start date must stay beyond the switch lead time.
      const payload =
        step === 'deliveryPoint'
          ? { ...data, point: { energy: 'electricity', id: pdl } }
          : step === 'situation'
            ? { ...data, startDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) }
            : data;
      expect(
        (await customer.request('POST', '/api/v2/session/save-point', { orderId, step, data: payload }))
          .status,
      ).toBe(200);
    }
    expect((await customer.request('POST', `/api/v3/command/push/${orderId}`)).status).toBe(200);
    expect((await customer.request('GET', `/api/node/v1/signing/${orderId}`)).status).toBe(200);
    expect(
      (await customer.request('POST', `/api/node/v1/signing/${orderId}/send-code`, { channel: 'sms' }))
        .status,
    ).toBe(200);
    expect(
      (
        await admin.request('POST', '/api/v2/auth/login', {
          email: 'admin@voltaire.demo',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const outbox = await admin.request('GET', `/api/node/v1/admin/outbox?to=${PHONE}&purpose=signing-code`);
    const code = (outbox.json.data.messages as Array<{ text: string }>)
      .find((message) => message.text.includes(reference))
      ?.text.match(/est (\d{6})\./)?.[1] as string;
    const signed = await customer.request(
      'POST',
      `/api/node/v1/signing/${orderId}/sign`,
      { code },
      { 'idempotency-key': `sign-${randomUUID()}` },
    );
    expect(signed.status).toBe(200);
    expect(signed.json.data.status).toBe('signed');

    // The click on « Finaliser »: its request may or may not reach the database before the kill.
    const key = `complete-${randomUUID()}`;
    const firstTry = customer
      .request('POST', '/api/node/v1/subscription/complete', { orderId }, { 'idempotency-key': key })
      .catch(() => undefined);
    (server as ChildProcess).kill('SIGKILL');
    await killed(server as ChildProcess);
    await firstTry;

    server = startServer(storage);
    port = await portOf(server);
    const retry = await customer.request(
      'POST',
      '/api/node/v1/subscription/complete',
      { orderId },
      { 'idempotency-key': key },
    );
    expect(retry.status).toBe(200);
    expect(retry.json.data).toMatchObject({ orderId, reference, status: 'completed' });
    const again = await customer.request(
      'POST',
      '/api/v2/order/complete',
      { orderId },
      { 'idempotency-key': key },
    );
    expect(again.json).toEqual(retry.json);

    const thanks = await customer.request('GET', `/api/v2/converted/${orderId}`);
    expect(thanks.json.data).toEqual(retry.json.data);
    expect(
      (
        await admin.request('POST', '/api/v2/auth/login', {
          email: 'admin@voltaire.demo',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const confirmations = await admin.request(
      'GET',
      `/api/node/v1/admin/outbox?to=${EMAIL}&purpose=order-confirmation`,
    );
    expect(
      (confirmations.json.data.messages as Array<{ subject: string }>).filter((message) =>
        message.subject.includes(reference),
      ),
    ).toHaveLength(1);
    const verified = await admin.request('GET', `/api/node/v1/admin/signing/${orderId}/verify`);
    expect(verified.json.data.valid).toBe(true);
  }, 180_000);
});
