import { describe, expect, it } from 'vitest';
import { describePriceChange, PRICE_CHANGE_NOTICE, PRICE_CHANGE_TERMS } from './price-change-terms.js';

describe('describePriceChange', () => {
  it('says how an indexed offer’s price moves, then the month’s notice of any other change', () => {
    expect(describePriceChange('indexed')).toBe(`${PRICE_CHANGE_TERMS.indexed} ${PRICE_CHANGE_NOTICE}`);
    expect(describePriceChange('indexed')).toContain('avec la même remise en pourcentage');
  });

  it('reads a kind the catalogue does not know as a fixed price', () => {
    expect(describePriceChange('promotional')).toBe(describePriceChange('fixed'));
  });
});
