import { describe, expect, it } from 'vitest';
import { createLogCapture } from './log-capture.js';

const fixedClock = () => new Date('2026-05-14T08:00:00.000Z');

describe('createLogCapture', () => {
  it('records each type with a timestamp and the joined arguments', () => {
    const capture = createLogCapture({ now: fixedClock });
    capture.record('log', 'Panier', { items: 2 });
    capture.record('warn', 'Attention', 3, true);
    expect(capture.entries()).toEqual([
      { type: 'log', timestamp: '2026-05-14T08:00:00.000Z', message: 'Panier {"items":2}' },
      { type: 'warn', timestamp: '2026-05-14T08:00:00.000Z', message: 'Attention 3 true' },
    ]);
  });

  it('keeps an error message and stack', () => {
    const capture = createLogCapture({ now: fixedClock });
    capture.record('error', new Error('Rendu impossible'));
    const [entry] = capture.entries();
    expect(entry?.message).toContain('Error: Rendu impossible');
    expect(entry?.message).toContain('at ');
  });

  it('survives circular values', () => {
    const capture = createLogCapture({ now: fixedClock });
    const loop: Record<string, unknown> = {};
    loop.loop = loop;
    capture.record('debug', loop);
    expect(capture.entries()[0]?.message).toBe('{"loop":"[Circular]"}');
  });

  it('caps each message at 2,000 characters', () => {
    const capture = createLogCapture({ now: fixedClock });
    capture.record('info', 'x'.repeat(5_000));
    capture.record('info', 'y'.repeat(2_000));
    const [long, exact] = capture.entries();
    expect(long?.message).toHaveLength(2_000);
    expect(long?.message.endsWith('…')).toBe(true);
    expect(exact?.message).toBe('y'.repeat(2_000));
  });

  it('drops the oldest entries past the limit', () => {
    const capture = createLogCapture({ limit: 3, now: fixedClock });
    for (const n of [1, 2, 3, 4, 5]) capture.record('log', n);
    expect(capture.entries().map((entry) => entry.message)).toEqual(['3', '4', '5']);
  });

  it('keeps 200 entries by default', () => {
    const capture = createLogCapture({ now: fixedClock });
    for (let n = 0; n < 250; n += 1) capture.record('log', n);
    expect(capture.entries()).toHaveLength(200);
    expect(capture.entries()[0]?.message).toBe('50');
  });

  it('flush returns the buffer and empties it', () => {
    const capture = createLogCapture({ now: fixedClock });
    capture.record('info', 'a');
    expect(capture.flush()).toHaveLength(1);
    expect(capture.entries()).toEqual([]);
    expect(capture.flush()).toEqual([]);
  });

  it('entries() is a copy', () => {
    const capture = createLogCapture({ now: fixedClock });
    capture.record('info', 'a');
    capture.entries().pop();
    expect(capture.entries()).toHaveLength(1);
  });

  it('uses the injected clock at each record', () => {
    let tick = 0;
    const capture = createLogCapture({ now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)) });
    capture.record('log', 'a');
    capture.record('log', 'b');
    expect(capture.entries().map((e) => e.timestamp)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:01.000Z',
    ]);
  });

  it.each([[0], [-1], [1.5]])('throws on limit %s (a bug)', (limit) => {
    expect(() => createLogCapture({ limit })).toThrow(RangeError);
  });
});
