import { describe, expect, it } from 'vitest';
import {
  IsFalseSchema,
  IsNotFalseSchema,
  IsNotTrueSchema,
  IsTrueSchema,
  isFalse,
  isNotFalse,
  isNotTrue,
  isTrue,
  NotEmptySchema,
  notEmpty,
} from './generic-rules.js';

const values = [true, false, undefined, null, '', '  ', 'x', 0, [], ['a'], {}] as const;

describe('generic rules as predicates', () => {
  it.each([
    ['notEmpty', notEmpty, [true, true, false, false, false, false, true, true, false, true, true]],
    ['isTrue', isTrue, [true, false, false, false, false, false, false, false, false, false, false]],
    ['isFalse', isFalse, [false, true, false, false, false, false, false, false, false, false, false]],
    ['isNotTrue', isNotTrue, [false, true, true, true, true, true, true, true, true, true, true]],
    ['isNotFalse', isNotFalse, [true, false, true, true, true, true, true, true, true, true, true]],
  ] as const)(
    '%s over true, false, undefined, null, "", "  ", "x", 0, [], ["a"], {}',
    (_name, rule, expected) => {
      expect(values.map((value) => rule(value))).toEqual(expected);
    },
  );
});

describe('generic rules as schemas', () => {
  const message = (
    schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues[0]?.message;

  it.each([
    [NotEmptySchema, 'x', undefined],
    [NotEmptySchema, ' ', 'Champ obligatoire'],
    [NotEmptySchema, undefined, 'Champ obligatoire'],
    [IsTrueSchema, true, undefined],
    [IsTrueSchema, false, 'Champ obligatoire'],
    [IsTrueSchema, undefined, 'Champ obligatoire'],
    [IsFalseSchema, false, undefined],
    [IsFalseSchema, true, 'Valeur non autorisée'],
    [IsNotTrueSchema, undefined, undefined],
    [IsNotTrueSchema, true, 'Valeur non autorisée'],
    [IsNotFalseSchema, true, undefined],
    [IsNotFalseSchema, false, 'Champ obligatoire'],
  ])('case %#', (schema, value, expected) => {
    expect(message(schema, value)).toBe(expected);
  });
});
