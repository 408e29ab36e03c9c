import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FullConfig } from '@playwright/test';

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts the real server (`node apps/server/dist/main.js`) on a free port with a fresh temporary data folder,
 * waits until GET /api/health answers 200, and returns the teardown that stops it and removes the folder.
 * The server's stdout and stderr go to e2e/test-results/server.log.
 */
export default async function globalSetup(config: FullConfig) {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] Serveur existant utilisé : ${process.env.E2E_BASE_URL}`);
    return undefined;
  }

  const e2eDir = config.configFile ? resolve(config.configFile, '..') : process.cwd();
  const repoRoot = resolve(e2eDir, '..');
  const resultsDir = join(e2eDir, 'test-results');
  const logPath = join(resultsDir, 'server.log');
  mkdirSync(resultsDir, { recursive: true });

  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'voltaire-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logPath, 'w');
  const fixtures = await startLoopbackFixtures();
  const tagManagerUrl = `${fixtures.origin}/gtm.js`;

  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      // The browser's Origin: the server trusts PUBLIC_URL's origin, not the Host header.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      APP_ENV: 'dev',
      LOG_LEVEL: 'info',
      // Third parties on loopback: a harmless tag manager, and recorded answers of the national address API.
      TAG_MANAGER_URL: tagManagerUrl,
      ADDRESS_API_URL: `${fixtures.origin}/geocodage/search`,
    },
    stdio: ['ignore', log, log],
  });

  try {
    await waitUntilHealthy(server, baseURL, logPath);
  } catch (error) {
    await stopServer(server);
    await fixtures.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  // Workers start after global setup and inherit this; the config reads it for `use.baseURL`.
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_TAG_MANAGER_URL = tagManagerUrl;
  console.log(`[e2e] Serveur démarré sur ${baseURL} (données : ${dataDir}, journal : ${logPath})`);

  return async () => {
    await stopServer(server);
    await fixtures.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** Answers of the national address API (BAN GeoJSON, trimmed), as recorded for these addresses. */
const BAN_FEATURES = [
  {
    label: '12 Rue de la Roquette 75011 Paris',
    housenumber: '12',
    street: 'Rue de la Roquette',
    postcode: '75011',
    citycode: '75111',
    city: 'Paris',
  },
  {
    label: '12 bis Rue de la Roquette 75011 Paris',
    housenumber: '12 bis',
    street: 'Rue de la Roquette',
    postcode: '75011',
    citycode: '75111',
    city: 'Paris',
  },
  {
    label: '12 Rue de Rivoli 75004 Paris',
    housenumber: '12',
    street: 'Rue de Rivoli',
    postcode: '75004',
    citycode: '75104',
    city: 'Paris',
  },
  {
    label: '1 Cours Napoléon 20000 Ajaccio',
    housenumber: '1',
    street: 'Cours Napoléon',
    postcode: '20000',
    citycode: '2A004',
    city: 'Ajaccio',
  },
].map((properties) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.37, 48.85] },
  properties: {
    ...properties,
    type: 'housenumber',
    name: `${properties.housenumber} ${properties.street}`,
    score: 0.9,
  },
}));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A loopback HTTP server standing in for third parties, so that e2e never leaves the machine:
 * - `/gtm.js`: a harmless tag manager (it only marks the page), to see when it is requested;
 * - `/geocodage/search`: the national address API, answering from BAN_FEATURES (words of `q`, `postcode`,
 *   `citycode`, `limit`).
 */
async function startLoopbackFixtures(): Promise<{ origin: string; close(): Promise<void> }> {
  const fixtures = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gtm.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end('window.__tagManagerLoaded = (window.__tagManagerLoaded || 0) + 1;\n');
      return;
    }
    if (url.pathname === '/geocodage/search') {
      const words = fold(url.searchParams.get('q') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      const postcode = url.searchParams.get('postcode');
      const citycode = url.searchParams.get('citycode');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const features = BAN_FEATURES.filter(
        ({ properties }) =>
          words.every((word) => fold(properties.label).includes(word)) &&
          (!postcode || properties.postcode === postcode) &&
          (!citycode || properties.citycode === citycode),
      ).slice(0, limit);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: 'FeatureCollection', features }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolveListen) => fixtures.listen(0, '127.0.0.1', resolveListen));
  const address = fixtures.address();
  if (!address || typeof address !== 'object') throw new Error('Serveur de fixtures sans port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        fixtures.closeAllConnections();
        fixtures.close(() => resolveClose());
      }),
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Aucun port libre trouvé'));
      });
    });
  });
}

async function waitUntilHealthy(server: ChildProcess, baseURL: string, logPath: string) {
  let exited: string | undefined;
  server.once('exit', (code, signal) => {
    exited = `code ${code ?? '-'}, signal ${signal ?? '-'}`;
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'aucune réponse';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Le serveur s'est arrêté au démarrage (${exited}).\n${tail(logPath)}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status} : ${await response.text()}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await delay(200);
  }
  throw new Error(
    `Le serveur n'a pas répondu 200 sur /api/health en ${STARTUP_TIMEOUT_MS / 1000} s (${lastProblem}).\n${tail(logPath)}`,
  );
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
  server.kill('SIGTERM');
  const timer = new AbortController();
  const timedOut = await Promise.race([
    exited.then(() => false),
    delay(SHUTDOWN_TIMEOUT_MS, undefined, { signal: timer.signal }).then(
      () => true,
      () => false,
    ),
  ]);
  timer.abort();
  if (timedOut) {
    console.warn(
      `[e2e] Le serveur ne s'est pas arrêté en ${SHUTDOWN_TIMEOUT_MS / 1000} s après SIGTERM : SIGKILL.`,
    );
    server.kill('SIGKILL');
    await exited;
  }
}

function tail(path: string, lines = 40): string {
  try {
    return `--- fin de ${path} ---\n${readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n')}`;
  } catch {
    return '';
  }
}
