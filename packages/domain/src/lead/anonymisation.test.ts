import { describe, expect, it } from 'vitest';
import { anonymisationCutoff, isDueForAnonymisation } from './anonymisation.js';

describe('anonymisation after 3 years without contact', () => {
  const now = new Date('2029-09-02T08:30:00Z');
  it('cuts off exactly 3 years before now', () => {
    expect(anonymisationCutoff(now).toISOString()).toBe('2026-09-02T08:30:00.000Z');
  });
  it.each([
    ['2026-09-02T08:29:59Z', true],
    ['2026-09-02T08:30:00Z', false],
    ['2027-01-01T00:00:00Z', false],
  ])('last contact %s → due %s', (lastContact, due) => {
    expect(isDueForAnonymisation(new Date(lastContact), now)).toBe(due);
  });
  it('from a 29 February, three years back lands on the 1 March', () => {
    expect(anonymisationCutoff(new Date('2032-02-29T12:00:00Z')).toISOString()).toBe(
      '2029-03-01T12:00:00.000Z',
    );
  });
});
