import { describe, expect, it } from 'vitest';
import { DeliveryOptionSchema, formatDeliveryDelay } from './delivery-option.js';

describe('DeliveryOptionSchema', () => {
  it('accepts a delay window and refuses an inverted one', () => {
    const home = { mode: 'home', priceCents: 690, minWorkingDays: 2, maxWorkingDays: 4 };
    expect(DeliveryOptionSchema.safeParse(home).success).toBe(true);
    const inverted = DeliveryOptionSchema.safeParse({ ...home, minWorkingDays: 5 });
    expect(inverted.error?.issues.map((issue) => issue.message)).toEqual([
      'Le délai minimal dépasse le délai maximal',
    ]);
  });
});

describe('formatDeliveryDelay', () => {
  it.each([
    [2, 4, '2 à 4\u00A0jours ouvrés'],
    [3, 3, '3\u00A0jours ouvrés'],
    [1, 1, '1\u00A0jour ouvré'],
  ])('%s–%s → %s', (min, max, expected) => {
    expect(formatDeliveryDelay(min, max)).toBe(expected);
  });
});
