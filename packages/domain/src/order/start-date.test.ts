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
    expect(withdrawalDeadline('2026-11-24')).toBe('2026-12-08');
  });
  it('runs to the next working day when the 14th day is a Sunday or a holiday (L221-19)', () => {
    // 14 days after 2026-12-20 is Sunday 3 January 2027.
    expect(withdrawalDeadline('2026-12-20')).toBe('2027-01-04');
    // 14 days after 2026-12-11 is Friday 25 December, then the weekend.
    expect(withdrawalDeadline('2026-12-11')).toBe('2026-12-28');
  });
  it.each([
    ['2026-11-30', true],
    ['2026-12-07', true],
    ['2026-12-08', false],
  ])('a start on %s, signed on Sunday 22 Nov 2026, needs an express request: %s', (start, expected) => {
    expect(needsExpressStartRequest(start, '2026-11-22')).toBe(expected);
  });
});
