import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIST = fileURLToPath(new URL('../../../resources/breached-passwords.txt', import.meta.url));

let breached: ReadonlySet<string> | undefined;

/**
 * Whether a password (NFKC, lower case) is on the local list of breached and common passwords
 * (`resources/breached-passwords.txt`, read once): no password leaves the server for the check.
 */
export function isBreachedPassword(lowered: string): boolean {
  breached ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return breached.has(lowered);
}
