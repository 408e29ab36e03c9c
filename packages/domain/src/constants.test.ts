import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DRAWER_BOTTOM_BELOW_PX, SIGNING_OTP } from './constants.js';

describe('constants', () => {
  it('breakpoints ascend and the drawer switches at md', () => {
    const widths = Object.values(BREAKPOINTS);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(DRAWER_BOTTOM_BELOW_PX).toBe(BREAKPOINTS.md);
  });

  it('a signing code carries at least 20 bits of entropy (ASVS 2.7)', () => {
    expect(Math.log2(10 ** SIGNING_OTP.digits)).toBeGreaterThanOrEqual(19.9);
  });
});
