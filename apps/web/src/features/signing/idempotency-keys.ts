import { useRef } from 'react';
import { isUndecided } from '../../app/server-errors';

/** 32 hex digits from the browser's CSPRNG (also outside secure contexts, unlike `randomUUID`). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per user action (DECISIONS §1). The key of an action whose outcome is unknown (network
 * failure, 5xx) is reused when the customer tries the same thing again, so the server replays its first outcome
 * instead of doing it twice; once the server has answered (success or refusal), the next action gets a new key.
 * `fingerprint` tells « the same thing » apart: the same key with another body would be refused (422).
 */
export function createActionKeys(generate: () => string = newIdempotencyKey) {
  let undecided: { fingerprint: string; key: string } | undefined;
  return {
    async run<T>(fingerprint: string, task: (key: string) => Promise<T>): Promise<T> {
      const key = undecided?.fingerprint === fingerprint ? undecided.key : generate();
      undecided = { fingerprint, key };
      try {
        const result = await task(key);
        undecided = undefined;
        return result;
      } catch (error) {
        if (!isUndecided(error)) undecided = undefined;
        throw error;
      }
    },
  };
}

export type ActionKeys = ReturnType<typeof createActionKeys>;

/** The action keys of one component, kept across renders. */
export function useActionKeys(): ActionKeys {
  const keys = useRef<ActionKeys>(null);
  keys.current ??= createActionKeys();
  return keys.current;
}
