import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types.
import { lockPath, missingOptionalDependencies } from '../../../scripts/complete-lockfile.mjs';

/**
 * `npm ci` refuses a lock that lacks an optional dependency, and the registry our machines reach serves
 * only this platform's binaries: `npm run lock:complete` adds the others. This keeps CI's `npm ci` working.
 */
describe('package-lock.json', () => {
  it('lists every optional platform package, so that npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
    expect(missingOptionalDependencies(lock.packages), 'run `npm run lock:complete`').toEqual([]);
  });
});
