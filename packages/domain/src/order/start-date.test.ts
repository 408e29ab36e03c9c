import { describe, expect, it } from 'vitest';
import { earliestStartDate, needsExpressStartRequest, withdrawalDeadline } from './start-date.js';

describe('earliestStartDate', () => {
  it('a switch starts 14 working days later (about 20 days)', () => {
    // Monday 23 Nov 2026 + 14 working days → Friday 11 Dec 2026.
    expect(earliestStartDate('switching', '2026-11-23')).toBe('2026-12-11');
  });
  it('a connection within 5 working days, over the Ascension bridge', () => {
    // Tuesday 12 May 2026; Thursday 14 May is Ascension: 13, 15, 18, 19, 20 → 20 May.
    expect(earliestStartDate('connection', '2026-05-12')).toBe('2026-05-20');
  });
  it('the express connection starts the next working day', () => {
    expect(earliestStartDate('connection', '2026-12-24', { express: true })).toBe('2026-12-28');
  });
});

describe('withdrawal period', () => {
  it('ends 14 days after signing', () => {
    expect(withdrawalDeadline('2026-12-20')).toBe('2027-01-03');
  });
  it.each([
    ['2026-11-30', true],
    ['2026-12-06', true],
    ['2026-12-07', false],
  ])('a start on %s needs an express request: %s', (start, expected) => {
    expect(needsExpressStartRequest(start, '2026-11-22')).toBe(expected);
  });
});
