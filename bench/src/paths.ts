import { fileURLToPath } from 'node:url';

/** Absolute paths, resolved from this file so the benchmarks run from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const voltaireMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
export const helloWorldScript = fileURLToPath(new URL('./hello-world.ts', import.meta.url));
export const resultsFile = fileURLToPath(new URL('../results/latest.json', import.meta.url));
