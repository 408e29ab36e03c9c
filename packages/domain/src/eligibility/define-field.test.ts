import { describe, expect, it } from 'vitest';
import { defineField } from './define-field.js';
import type { OperatorFor } from './eligibility-operators.js';

describe('defineField', () => {
  it('returns the plain, frozen definition', () => {
    const field = defineField({
      key: 'postalCode',
      label: 'Code postal',
      type: 'string',
      operators: ['equals', 'startsWith'],
    });
    expect(field).toEqual({
      key: 'postalCode',
      label: 'Code postal',
      type: 'string',
      operators: ['equals', 'startsWith'],
    });
    expect(Object.isFrozen(field)).toBe(true);
  });

  it('refuses an operator that does not apply to the type (a bug)', () => {
    expect(() =>
      defineField({
        key: 'kva',
        label: 'kVA',
        type: 'number',
        operators: ['startsWith' as OperatorFor<'number'>],
      }),
    ).toThrow(/startsWith does not apply to type number/);
  });

  it('refuses an enum without options, options on another type, and no operator', () => {
    expect(() => defineField({ key: 'e', label: 'E', type: 'enum', operators: ['equals'] })).toThrow(
      /needs options/,
    );
    expect(() =>
      defineField({
        key: 's',
        label: 'S',
        type: 'string',
        operators: ['equals'],
        options: [{ value: 'a', label: 'A' }],
      }),
    ).toThrow(/only an enum/);
    expect(() => defineField({ key: 's', label: 'S', type: 'string', operators: [] })).toThrow(/no operator/);
  });
});
