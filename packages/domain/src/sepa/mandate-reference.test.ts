import { describe, expect, it } from 'vitest';
import { createMandateReference, isValidMandateReference } from './mandate-reference.js';

describe('createMandateReference', () => {
  const bytes = Uint8Array.from([0, 1, 33, 34, 255, 128, 7, 9]);
  it('builds a valid RUM of at most 35 characters from the order reference', () => {
    const reference = createMandateReference('CMD-2026-000042', bytes);
    expect(reference).toBe('VOLT-CMD2026000042-01Z0HS79');
    expect(reference.length).toBeLessThanOrEqual(35);
    expect(isValidMandateReference(reference)).toBe(true);
  });

  it('stays within 35 characters for a long order reference', () => {
    expect(createMandateReference('X'.repeat(60), bytes)).toHaveLength(35);
  });

  it.each([
    ['', false],
    ['A'.repeat(36), false],
    ['VOLT-ÉTÉ', false],
    ['VOLT-123', true],
  ])('%j valid: %s', (value, valid) => {
    expect(isValidMandateReference(value)).toBe(valid);
  });
});
