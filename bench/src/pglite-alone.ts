// Child process of the startup benchmark: PGlite alone, opened and migrated by the server's own code
// (apps/server/dist/db/database.js) on `argv[2]`, nothing else loaded. Prints one JSON line with the
// process's peak RSS before and after, so that the server's peak can be split into PGlite's share and ours.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';

const peakRssBytes = () =>
  Number(/^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-alone.ts <data dir>');
interface ServerDatabaseModule {
  openDatabase(options: { dataDir: string }): Promise<{ migrate(): Promise<void>; close(): Promise<void> }>;
}
const { openDatabase }: ServerDatabaseModule = await import(
  pathToFileURL(`${repoRoot}apps/server/dist/db/database.js`).href
);
const beforeBytes = peakRssBytes();
const database = await openDatabase({ dataDir });
await database.migrate();
const afterBytes = peakRssBytes();
await database.close();
console.log(JSON.stringify({ beforeBytes, afterBytes }));
