import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness.js';

function fakeDatabase() {
  const state = { pings: 0, answering: true, usable: true };
  return {
    state,
    ping: async () => {
      state.pings += 1;
      if (!state.answering) throw new Error('no answer');
    },
    isUsable: () => state.usable,
  };
}

describe('createReadiness', () => {
  it('answers many health calls from one background ping, not one round trip each', async () => {
    const database = fakeDatabase();
    const readiness = createReadiness(database, { intervalMs: 60_000 });
    readiness.start();
    try {
      for (let call = 0; call < 100; call++) expect(await readiness.isUp()).toBe(true);
      expect(database.state.pings).toBe(1);
    } finally {
      readiness.stop();
    }
  });

  it('turns down within a bounded delay once the database stops answering', async () => {
    const database = fakeDatabase();
    const readiness = createReadiness(database, { intervalMs: 20, timeoutMs: 50 });
    readiness.start();
    try {
      expect(await readiness.isUp()).toBe(true);
      database.state.answering = false;
      await expect.poll(() => readiness.isUp(), { timeout: 2_000, interval: 10 }).toBe(false);
      database.state.answering = true;
      await expect.poll(() => readiness.isUp(), { timeout: 2_000, interval: 10 }).toBe(true);
    } finally {
      readiness.stop();
    }
  });

  it('is down at once when the handle is closed or faulted, without asking the database', async () => {
    const database = fakeDatabase();
    const readiness = createReadiness(database, { intervalMs: 60_000 });
    expect(await readiness.isUp()).toBe(true);
    database.state.usable = false;
    expect(await readiness.isUp()).toBe(false);
    expect(database.state.pings).toBe(1);
  });

  it('the deep check asks the database every time', async () => {
    const database = fakeDatabase();
    const readiness = createReadiness(database, { intervalMs: 60_000 });
    await readiness.check();
    await readiness.check();
    database.state.answering = false;
    expect(await readiness.check()).toBe(false);
    expect(database.state.pings).toBe(3);
  });
});
