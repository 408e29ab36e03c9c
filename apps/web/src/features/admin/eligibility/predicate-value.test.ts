import { describe, expect, it } from 'vitest';
import { REGISTRY_FIELDS } from '../admin-test-support';
import {
  describePredicate,
  EMPTY_PREDICATE_FORM,
  PREDICATE_MESSAGES,
  type PredicateFormValues,
  slugify,
  toPredicate,
  toPredicateFormValues,
  valueKindOf,
} from './predicate-value';

type FormInput = Partial<Omit<PredicateFormValues, 'list'>> & { list?: readonly string[] };
const form = ({ list, ...values }: FormInput): PredicateFormValues => ({
  ...EMPTY_PREDICATE_FORM,
  name: 'Test',
  id: 'test',
  field: 'postalCode',
  operator: 'startsWith',
  single: '20',
  ...values,
  list: [...(list ?? [])],
});
const field = (key: string) => REGISTRY_FIELDS.find((candidate) => candidate.key === key);

describe('the rule builder’s values', () => {
  it('proposes an identifier from the name', () => {
    expect(slugify('Code postal commence par « 20 » ?')).toBe('code-postal-commence-par-20');
    expect(slugify('Énergie : électricité')).toBe('energie-electricite');
  });

  it('reads the kind of value from the operator of the field', () => {
    expect(valueKindOf(field('postalCode'), 'startsWith')).toBe('single');
    expect(valueKindOf(field('channel'), 'in')).toBe('list');
    expect(valueKindOf(field('kva'), 'between')).toBe('range');
    expect(valueKindOf(field('existingCustomer'), 'isTrue')).toBe('none');
    // An operator the field does not have.
    expect(valueKindOf(field('postalCode'), 'between')).toBeUndefined();
  });

  it.each([
    ['postalCode', 'startsWith', { single: ' 20 ' }, '20'],
    ['kva', 'gte', { single: '9' }, 9],
    ['kva', 'lt', { single: '6,5' }, 6.5],
    ['date', 'gte', { single: '2026-01-15' }, '2026-01-15'],
    ['channel', 'equals', { single: 'web' }, 'web'],
    ['channel', 'in', { list: ['comparison', 'web'] }, ['web', 'comparison']],
    ['postalCode', 'in', { listText: '75001, 75002;75003' }, ['75001', '75002', '75003']],
    ['kva', 'in', { listText: '6, 9, 12' }, [6, 9, 12]],
    ['kva', 'between', { min: '6', max: '12' }, [6, 12]],
    ['date', 'between', { min: '2026-01-01', max: '2026-12-31' }, ['2026-01-01', '2026-12-31']],
  ] as const)('%s %s → %j', (key, operator, values, expected) => {
    const result = toPredicate(form({ field: key, operator, ...values }), REGISTRY_FIELDS);
    expect(result).toEqual({
      ok: true,
      predicate: { id: 'test', name: 'Test', field: key, operator, value: expected },
    });
  });

  it('sends no value for an operator that takes none', () => {
    const result = toPredicate(
      form({ field: 'existingCustomer', operator: 'isTrue', single: 'x' }),
      REGISTRY_FIELDS,
    );
    expect(result).toEqual({
      ok: true,
      predicate: { id: 'test', name: 'Test', field: 'existingCustomer', operator: 'isTrue' },
    });
  });

  it.each([
    [
      { name: ' ', id: '' },
      { name: PREDICATE_MESSAGES.nameRequired, id: PREDICATE_MESSAGES.idRequired },
    ],
    [{ id: 'Avec Espaces' }, { id: PREDICATE_MESSAGES.idFormat }],
    [{ field: '' }, { field: PREDICATE_MESSAGES.fieldRequired }],
    [{ field: 'postalCode', operator: '' }, { operator: PREDICATE_MESSAGES.operatorRequired }],
    [
      { field: 'postalCode', operator: 'startsWith', single: '' },
      { single: PREDICATE_MESSAGES.valueRequired },
    ],
    [{ field: 'kva', operator: 'gte', single: '9 kVA' }, { single: PREDICATE_MESSAGES.number }],
    [{ field: 'date', operator: 'lt', single: '2026-02-30' }, { single: PREDICATE_MESSAGES.date }],
    [{ field: 'channel', operator: 'equals', single: '' }, { single: PREDICATE_MESSAGES.optionRequired }],
    [{ field: 'channel', operator: 'in', list: [] }, { list: PREDICATE_MESSAGES.listRequired }],
    [{ field: 'kva', operator: 'in', listText: ' , ' }, { listText: PREDICATE_MESSAGES.listTextRequired }],
    [
      { field: 'kva', operator: 'in', listText: '6, neuf' },
      { listText: `« neuf » : ${PREDICATE_MESSAGES.number}` },
    ],
    [
      { field: 'kva', operator: 'between', min: '', max: '' },
      { min: PREDICATE_MESSAGES.minRequired, max: PREDICATE_MESSAGES.maxRequired },
    ],
    [{ field: 'kva', operator: 'between', min: '12', max: '6' }, { max: PREDICATE_MESSAGES.rangeOrder }],
  ] as const)('refuses %j in French', (values, errors) => {
    expect(toPredicate(form(values), REGISTRY_FIELDS)).toEqual({ ok: false, errors });
  });

  it('gives an existing predicate back to the form, and describes it in French', () => {
    const predicate = { id: 'p', name: 'P', field: 'kva', operator: 'between', value: [6, 12] };
    expect(toPredicateFormValues(predicate, REGISTRY_FIELDS)).toMatchObject({
      field: 'kva',
      min: '6',
      max: '12',
    });
    expect(describePredicate(predicate, REGISTRY_FIELDS)).toBe(
      'Puissance souscrite est compris entre (bornes incluses) 6 et 12',
    );
    const channels = { id: 'c', name: 'C', field: 'channel', operator: 'in', value: ['web', 'comparison'] };
    expect(toPredicateFormValues(channels, REGISTRY_FIELDS).list).toEqual(['web', 'comparison']);
    expect(describePredicate(channels, REGISTRY_FIELDS)).toBe(
      'Canal de vente fait partie de « Site Voltaire », « Comparateur »',
    );
  });
});
