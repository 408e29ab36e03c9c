#!/usr/bin/env node
// The npm registry reachable from our machines serves only the platform packages of this machine
// (linux, glibc). `npm install` silently drops the other platforms' optional binaries from
// package-lock.json, and `npm ci` then refuses the lock ("Missing: @biomejs/cli-darwin-arm64@ from
// lock file"). This adds the missing optional entries, with their os/cpu/libc taken from the name,
// so that npm ci accepts the lock and skips them on platforms they are not for.
// Run it after every dependency change: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const lockPath = new URL('../package-lock.json', import.meta.url);

const OS = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').at(-1).split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || (os === 'linux' && !parts.includes('musl'))
      ? 'glibc'
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(os === 'linux' && libc ? { libc: [libc] } : {}),
  };
}

/** Where npm looks for `name` from the package at `location`: its own node_modules, then each ancestor's. */
function resolve(packages, location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

/** Optional dependencies that no lock entry satisfies: `[{ location, name, version }]`. */
export function missingOptionalDependencies(packages) {
  return Object.entries(packages).flatMap(([location, entry]) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !resolve(packages, location, name))
      .map(([name, version]) => ({ location, name, version, dev: Boolean(entry.dev) })),
  );
}

function completeLockfile() {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const missing = missingOptionalDependencies(lock.packages);
  for (const { location, name, version, dev } of missing) {
    const rootSlot = `node_modules/${name}`;
    const target = lock.packages[rootSlot] ? `${location}/node_modules/${name}` : rootSlot;
    lock.packages[target] = { version, ...(dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${missing.length} optional platform entries added`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) completeLockfile();
