import { describe, expect, it } from 'vitest';
import { HttpError } from '../../app/http-client';
import { createActionKeys, newIdempotencyKey } from './idempotency-keys';

const refusal = new HttpError(400, 'POST', '/sign', {
  errors: [{ code: 'SIGNING_CODE_WRONG', message: 'Code incorrect.' }],
  notifications: [],
  data: null,
});
const outage = new HttpError(503, 'POST', '/sign', undefined);

/** Runs an action that fails with `error` (or succeeds without), and returns the key it was sent with. */
async function keyOf(keys: ReturnType<typeof createActionKeys>, fingerprint: string, error?: unknown) {
  let used = '';
  await keys
    .run(fingerprint, async (key) => {
      used = key;
      if (error) throw error;
    })
    .catch(() => undefined);
  return used;
}

describe('one Idempotency-Key per user action', () => {
  it('is 32 hexadecimal digits, new each time, accepted by the server’s pattern', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key of an action whose outcome is unknown when the same thing is tried again', async () => {
    const keys = createActionKeys();
    const first = await keyOf(keys, '123456', outage);
    expect(await keyOf(keys, '123456', new TypeError('Failed to fetch'))).toBe(first);
    expect(await keyOf(keys, '123456')).toBe(first);
    // Once the server has answered, the next action is a new one.
    expect(await keyOf(keys, '123456')).not.toBe(first);
  });

  it('takes a new key after a refusal, and for another body', async () => {
    const keys = createActionKeys();
    const refused = await keyOf(keys, '123456', refusal);
    expect(await keyOf(keys, '123456')).not.toBe(refused);
    const lost = await keyOf(keys, '111111', outage);
    expect(await keyOf(keys, '222222')).not.toBe(lost);
  });
});
