import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const isPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(match[0]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}: ${output}`)));
  });
}

describe.skipIf(isPostgresRun)('the embedded database folder', () => {
  let dataDir: string;
  let first: ChildProcess | undefined;
  let firstPort = '';
  afterAll(async () => {
    first?.kill('SIGTERM');
    await new Promise((resolve) => first?.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear error, exit code 1, and leaves the first one serving', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-data-'));
    first = startServer(dataDir);
    const ready = await waitForOutput(first, /http:\/\/localhost:(\d+)/);
    const port = ready.split(':').at(-1) as string;
    firstPort = port;
    const filesBefore = (await readdir(join(dataDir, 'pglite'))).sort();

    const second = startServer(dataDir);
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(exitCode).toBe(1);
    expect(stderr).toContain('est déjà utilisé par un autre processus Voltaire');

    expect((await readdir(join(dataDir, 'pglite'))).sort()).toEqual(filesBefore);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
  }, 60_000);

  it('restarts after a SIGKILL on the same folder and finds the data written before', async () => {
    const running = first as ChildProcess;
    const created = await fetch(`http://127.0.0.1:${firstPort}/api/node/v1/session/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context: { step: 'adresse' } }),
    });
    const cookie = created.headers.get('set-cookie')?.split(';')[0] as string;
    running.kill('SIGKILL');
    await new Promise((resolve) => running.once('exit', resolve));

    first = startServer(dataDir);
    const restartedPort = (await waitForOutput(first, /http:\/\/localhost:(\d+)/)).split(':').at(-1);
    const read = await fetch(`http://127.0.0.1:${restartedPort}/api/v2/session`, { headers: { cookie } });
    expect(((await read.json()) as { data: { context: unknown } }).data.context).toEqual({ step: 'adresse' });
  }, 60_000);
});
