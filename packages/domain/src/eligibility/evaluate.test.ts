import { describe, expect, it } from 'vitest';
import { type CompiledRules, compileRules } from './compile-rules.js';
import type { EligibilityContext } from './eligibility-fields.js';
import type { EligibilityRulesDocument, Predicate } from './eligibility-rules-document.js';
import { eligibleTargets, evaluate, evaluateTarget, evaluateTargets, isEligible } from './evaluate.js';

function compile(document: EligibilityRulesDocument): CompiledRules {
  const result = compileRules(document);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** One predicate wrapped in an `all` composition `c`. */
function single(field: string, operator: string, value?: unknown): CompiledRules {
  const predicate: Predicate = { id: 'p', name: 'Condition', field, operator, value };
  return compile({
    version: 1,
    predicates: [predicate],
    compositions: [{ id: 'c', name: 'C', kind: 'all', children: [{ predicateId: 'p' }] }],
    attachments: [],
  });
}

const MISSING = Symbol('missing');

/** Messages put a no-break space (U+00A0) between a number and its unit. */
const nbsp = (message: string) => message.replace(/(\d) kVA/g, '$1\u00A0kVA');
type Row = [string, string, unknown, unknown, boolean];

/** [field, operator, predicate value, context value (MISSING = absent), expected] */
const EVERY_OPERATOR: Row[] = [
  // text
  ['postalCode', 'equals', '75011', '75011', true],
  ['postalCode', 'equals', '75011', '75012', false],
  ['postalCode', 'equals', '75011', MISSING, false],
  ['postalCode', 'notEquals', '75011', '75012', true],
  ['postalCode', 'notEquals', '75011', '75011', false],
  ['postalCode', 'notEquals', '75011', MISSING, false],
  ['postalCode', 'notEquals', '75011', '', false],
  ['postalCode', 'in', ['75011', '75012'], '75012', true],
  ['postalCode', 'in', ['75011', '75012'], '13001', false],
  ['postalCode', 'in', ['75011'], MISSING, false],
  ['postalCode', 'notIn', ['75011', '75012'], '13001', true],
  ['postalCode', 'notIn', ['75011', '75012'], '75011', false],
  ['postalCode', 'notIn', ['75011'], MISSING, false],
  ['postalCode', 'startsWith', '20', '20000', true],
  ['postalCode', 'startsWith', '20', '75020', false],
  ['postalCode', 'startsWith', '20', 20000, false],
  ['postalCode', 'startsWith', '20', MISSING, false],
  ['postalCode', 'notStartsWith', '20', '75011', true],
  ['postalCode', 'notStartsWith', '20', '20000', false],
  ['postalCode', 'notStartsWith', '20', MISSING, false],
  ['postalCode', 'notStartsWith', '20', '', false],
  ['partner', 'exists', undefined, 'ACME', true],
  ['partner', 'exists', undefined, MISSING, false],
  ['partner', 'exists', undefined, '', false],
  ['partner', 'exists', undefined, null, false],
  // numbers: compared as numbers, never as text
  ['kva', 'equals', 9, 9, true],
  ['kva', 'equals', 9, '9', false],
  ['kva', 'notEquals', 9, 6, true],
  ['kva', 'notEquals', 9, 9, false],
  ['kva', 'notEquals', 9, '6', false],
  ['kva', 'notEquals', 9, Number.NaN, false],
  ['kva', 'in', [6, 9], 9, true],
  ['kva', 'in', [6, 9], '9', false],
  ['kva', 'in', [6, 9], 12, false],
  ['kva', 'notIn', [6, 9], 12, true],
  ['kva', 'notIn', [6, 9], 6, false],
  ['kva', 'notIn', [6, 9], MISSING, false],
  ['kva', 'lt', 9, 6, true],
  ['kva', 'lt', 9, 9, false],
  ['kva', 'lt', 9, '6', false],
  ['kva', 'lte', 9, 9, true],
  ['kva', 'lte', 9, 12, false],
  ['kva', 'gt', 9, 12, true], // "12" < "9" as text; 12 > 9 as numbers
  ['kva', 'gt', 9, 9, false],
  ['kva', 'gt', 9, MISSING, false],
  ['kva', 'gte', 12, 12, true],
  ['kva', 'gte', 12, 9, false],
  ['kva', 'between', [6, 12], 6, true],
  ['kva', 'between', [6, 12], 12, true],
  ['kva', 'between', [6, 12], 9, true],
  ['kva', 'between', [6, 12], 3, false],
  ['kva', 'between', [6, 12], 15, false],
  ['kva', 'between', [6, 12], '9', false],
  ['kva', 'exists', undefined, 0, true],
  ['kva', 'exists', undefined, MISSING, false],
  // booleans
  ['existingCustomer', 'isTrue', undefined, true, true],
  ['existingCustomer', 'isTrue', undefined, false, false],
  ['existingCustomer', 'isTrue', undefined, 'true', false],
  ['existingCustomer', 'isTrue', undefined, MISSING, false],
  ['existingCustomer', 'isFalse', undefined, false, true],
  ['existingCustomer', 'isFalse', undefined, true, false],
  ['existingCustomer', 'isFalse', undefined, MISSING, false],
  ['existingCustomer', 'exists', undefined, false, true],
  // dates: compared as dates
  ['date', 'equals', '2026-01-15', '2026-01-15', true],
  ['date', 'equals', '2026-01-15', '2026-01-16', false],
  ['date', 'notEquals', '2026-01-15', '2026-01-16', true],
  ['date', 'notEquals', '2026-01-15', '15/01/2026', false],
  ['date', 'lt', '2026-01-01', '2025-12-31', true],
  ['date', 'lt', '2026-01-01', '2026-01-01', false],
  ['date', 'lt', '2026-02-01', '2026-1-5', false], // not a YYYY-MM-DD date
  ['date', 'lte', '2026-01-01', '2026-01-01', true],
  ['date', 'lte', '2026-01-01', '2026-01-02', false],
  ['date', 'gt', '2025-12-31', '2026-01-01', true],
  ['date', 'gt', '2025-12-31', '2025-12-31', false],
  ['date', 'gte', '2026-08-11', '2026-08-11', true],
  ['date', 'gte', '2026-08-11', '2026-08-10', false],
  ['date', 'between', ['2026-01-01', '2026-03-31'], '2026-03-31', true],
  ['date', 'between', ['2026-01-01', '2026-03-31'], '2026-04-01', false],
  ['date', 'between', ['2026-01-01', '2026-03-31'], '2025-12-31', false],
  ['date', 'between', ['2026-01-01', '2026-03-31'], MISSING, false],
  ['date', 'exists', undefined, '2026-01-01', true],
  // choices
  ['energy', 'equals', 'gas', 'gas', true],
  ['energy', 'equals', 'gas', 'electricity', false],
  ['energy', 'notEquals', 'gas', 'electricity', true],
  ['energy', 'notEquals', 'gas', 'fuel', false], // unknown choice
  ['energy', 'notEquals', 'gas', MISSING, false],
  ['role', 'in', ['telesales', 'doorToDoor'], 'doorToDoor', true],
  ['role', 'in', ['telesales', 'doorToDoor'], 'default', false],
  ['role', 'notIn', ['telesales', 'doorToDoor'], 'default', true],
  ['role', 'notIn', ['telesales', 'doorToDoor'], 'telesales', false],
  ['channel', 'exists', undefined, 'web', true],
  ['journeyKind', 'equals', 'moving', 'moving', true],
  ['option', 'in', ['HPHC'], 'BASE', false],
  ['housingType', 'notEquals', 'flat', 'house', true],
  ['campaign', 'startsWith', 'HIVER', 'HIVER26', true],
  ['inseeCode', 'notStartsWith', '2A', '2A004', false],
];

describe('every operator', () => {
  it.each(EVERY_OPERATOR)('%s %s %j, context %j → %s', (field, operator, value, actual, expected) => {
    const compiled = single(field, operator, value);
    const context = (actual === MISSING ? {} : { [field]: actual }) as EligibilityContext;
    expect(isEligible(compiled, 'c', context)).toBe(expected);
    expect(evaluate(compiled, 'c', context).eligible).toBe(expected);
  });

  it('covers the 14 operators', () => {
    expect(new Set(EVERY_OPERATOR.map((row) => row[1])).size).toBe(14);
  });
});

describe('failure messages, in French', () => {
  it.each([
    [
      'postalCode',
      'startsWith',
      '75',
      { postalCode: '20000' },
      'Code postal 20000 : commence par « 75 » — condition non remplie',
    ],
    [
      'postalCode',
      'startsWith',
      '20',
      {},
      'Donnée manquante (Code postal) : commence par « 20 » — condition non remplie',
    ],
    [
      'postalCode',
      'in',
      ['75011', '75012'],
      { postalCode: '13001' },
      'Code postal 13001 : parmi « 75011 », « 75012 » — condition non remplie',
    ],
    [
      'kva',
      'lte',
      9,
      { kva: 12 },
      nbsp('Puissance souscrite 12 kVA : inférieur ou égal à 9 kVA — condition non remplie'),
    ],
    [
      'kva',
      'lte',
      9,
      { kva: '6' },
      nbsp('Valeur invalide (Puissance souscrite : "6") : inférieur ou égal à 9 kVA — condition non remplie'),
    ],
    [
      'kva',
      'between',
      [6, 12],
      { kva: 36 },
      nbsp('Puissance souscrite 36 kVA : entre 6 kVA et 12 kVA — condition non remplie'),
    ],
    [
      'date',
      'between',
      ['2026-01-01', '2026-03-31'],
      { date: '2026-04-01' },
      'Date 01/04/2026 : entre le 01/01/2026 et le 31/03/2026 — condition non remplie',
    ],
    [
      'date',
      'lt',
      '2026-08-11',
      { date: '2026-09-01' },
      'Date 01/09/2026 : avant le 11/08/2026 — condition non remplie',
    ],
    [
      'energy',
      'equals',
      'electricity',
      { energy: 'gas' },
      'Énergie Gaz : égal à « Électricité » — condition non remplie',
    ],
    [
      'existingCustomer',
      'isTrue',
      undefined,
      { existingCustomer: false },
      'Client existant (non) : doit valoir oui — condition non remplie',
    ],
    [
      'partner',
      'exists',
      undefined,
      {},
      'Donnée manquante (Partenaire) : doit être renseigné — condition non remplie',
    ],
  ])('%s %s %j with %j', (field, operator, value, context, message) => {
    expect(evaluate(single(field, operator, value), 'c', context as EligibilityContext)).toEqual({
      eligible: false,
      failed: [{ predicateId: 'p', name: 'Condition', message }],
    });
  });
});

/** The rules of the e2e scenario, and a little more. */
const RULES: EligibilityRulesDocument = {
  version: 1,
  predicates: [
    { id: 'corse', name: 'Code postal corse', field: 'postalCode', operator: 'startsWith', value: '20' },
    { id: 'web', name: 'Canal web', field: 'channel', operator: 'equals', value: 'web' },
    { id: 'tlv', name: 'Télévente', field: 'role', operator: 'equals', value: 'telesales' },
    { id: 'max-12', name: 'Jusqu’à 12 kVA', field: 'kva', operator: 'lte', value: 12 },
    {
      id: 'hiver',
      name: 'Campagne d’hiver',
      field: 'date',
      operator: 'between',
      value: ['2025-11-01', '2026-03-31'],
    },
    { id: 'client', name: 'Client existant', field: 'existingCustomer', operator: 'isTrue' },
  ],
  compositions: [
    { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'corse' }] },
    {
      id: 'canal',
      name: 'Web ou télévente',
      kind: 'any',
      children: [{ predicateId: 'web' }, { predicateId: 'tlv' }],
    },
    {
      id: 'offre-hiver',
      name: 'Offre d’hiver',
      kind: 'all',
      children: [
        { compositionId: 'hors-corse' },
        { compositionId: 'canal' },
        { predicateId: 'max-12' },
        { predicateId: 'hiver' },
      ],
    },
    { id: 'pas-client', name: 'Nouveaux clients', kind: 'not', children: [{ predicateId: 'client' }] },
    {
      id: 'double-negation',
      name: 'Non (hors Corse)',
      kind: 'not',
      children: [{ compositionId: 'hors-corse' }],
    },
    { id: 'ni-web-ni-tlv', name: 'Ni web ni télévente', kind: 'not', children: [{ compositionId: 'canal' }] },
    {
      id: 'pas-offre-hiver',
      name: 'Hors offre d’hiver',
      kind: 'not',
      children: [{ compositionId: 'offre-hiver' }],
    },
  ],
  attachments: [
    { target: { type: 'offer', id: 'voltaire-hiver' }, compositionId: 'offre-hiver' },
    { target: { type: 'offer', id: 'voltaire-bienvenue' }, compositionId: 'hors-corse' },
    { target: { type: 'offer', id: 'voltaire-bienvenue' }, compositionId: 'pas-client' },
  ],
};

const paris: EligibilityContext = {
  postalCode: '75011',
  channel: 'web',
  kva: 9,
  date: '2026-01-15',
  existingCustomer: false,
};
const ajaccio: EligibilityContext = { ...paris, postalCode: '20000' };

describe('compositions', () => {
  const compiled = compile(RULES);

  it('nested all / any / not: a Paris web visitor in winter at 9 kVA is eligible', () => {
    expect(evaluate(compiled, 'offre-hiver', paris)).toEqual({ eligible: true });
  });

  it('not: 20000 is excluded, and the message names the excluding predicate', () => {
    expect(evaluate(compiled, 'hors-corse', ajaccio)).toEqual({
      eligible: false,
      failed: [
        {
          predicateId: 'corse',
          name: 'Code postal corse',
          message: 'Code postal 20000 : ne commence pas par « 20 » — condition non remplie',
        },
      ],
    });
  });

  it('every failing branch is reported, in order', () => {
    const context: EligibilityContext = {
      postalCode: '20090',
      channel: 'partner',
      role: 'default',
      kva: 15,
      date: '2026-01-15',
    };
    const decision = evaluate(compiled, 'offre-hiver', context);
    expect(decision.eligible).toBe(false);
    expect(
      !decision.eligible && decision.failed.map((failure) => [failure.predicateId, failure.message]),
    ).toEqual([
      ['corse', 'Code postal 20090 : ne commence pas par « 20 » — condition non remplie'],
      ['web', 'Canal de vente Partenaire : égal à « Site Voltaire » — condition non remplie'],
      ['tlv', 'Rôle Sans rôle (client) : égal à « Télévendeur (TLV) » — condition non remplie'],
      ['max-12', nbsp('Puissance souscrite 15 kVA : inférieur ou égal à 12 kVA — condition non remplie')],
    ]);
  });

  it('any: one branch is enough', () => {
    expect(isEligible(compiled, 'canal', { channel: 'partner', role: 'telesales' })).toBe(true);
    expect(isEligible(compiled, 'canal', { channel: 'partner' })).toBe(false);
  });

  it('not over not gives the predicate back, explained positively', () => {
    expect(isEligible(compiled, 'double-negation', ajaccio)).toBe(true);
    expect(evaluate(compiled, 'double-negation', paris)).toEqual({
      eligible: false,
      failed: [
        {
          predicateId: 'corse',
          name: 'Code postal corse',
          message: 'Code postal 75011 : commence par « 20 » — condition non remplie',
        },
      ],
    });
  });

  it('not over any: the branches that held are explained', () => {
    expect(evaluate(compiled, 'ni-web-ni-tlv', { channel: 'web', role: 'default' })).toEqual({
      eligible: false,
      failed: [
        {
          predicateId: 'web',
          name: 'Canal web',
          message: 'Canal de vente Site Voltaire : différent de « Site Voltaire » — condition non remplie',
        },
      ],
    });
  });

  it('not over all: every predicate that held is explained', () => {
    const decision = evaluate(compiled, 'pas-offre-hiver', paris);
    expect(!decision.eligible && decision.failed.map((failure) => failure.message)).toEqual([
      // hors-corse held because "corse" failed: explained as the condition that failed
      'Code postal 75011 : commence par « 20 » — condition non remplie',
      'Canal de vente Site Voltaire : différent de « Site Voltaire » — condition non remplie',
      nbsp('Puissance souscrite 9 kVA : supérieur à 12 kVA — condition non remplie'),
      'Date 15/01/2026 : hors de la période du 01/11/2025 au 31/03/2026 — condition non remplie',
    ]);
  });

  it('a missing field fails its predicate, so a not over it holds', () => {
    expect(evaluate(compiled, 'offre-hiver', { channel: 'web', kva: 9, date: '2026-01-15' })).toEqual({
      eligible: true, // no postal code yet: not excluded as Corsican
    });
    const decision = evaluate(compiled, 'offre-hiver', { postalCode: '75011', channel: 'web' });
    expect(!decision.eligible && decision.failed.map((failure) => failure.message)).toEqual([
      nbsp('Donnée manquante (Puissance souscrite) : inférieur ou égal à 12 kVA — condition non remplie'),
      'Donnée manquante (Date) : entre le 01/11/2025 et le 31/03/2026 — condition non remplie',
    ]);
  });

  it('eligible decisions are one shared constant (no allocation on the hot path)', () => {
    expect(evaluate(compiled, 'offre-hiver', paris)).toBe(evaluate(compiled, 'canal', paris));
  });

  it('an unknown composition id is a caller bug', () => {
    expect(() => evaluate(compiled, 'nope', paris)).toThrow(RangeError);
  });

  it('compiling an invalid document returns every problem', () => {
    const result = compileRules({
      ...RULES,
      compositions: [...RULES.compositions, { id: 'x', name: 'X', kind: 'not', children: [] }],
    });
    expect(result).toMatchObject({ ok: false, code: 'INVALID_RULES_DOCUMENT' });
    expect(!result.ok && result.problems.map((problem) => problem.message)).toEqual([
      'Composition « x » : une exclusion (not) a exactement un élément, elle en a 0',
    ]);
  });
});

describe('targets', () => {
  const compiled = compile(RULES);
  const offers = [
    { type: 'offer', id: 'voltaire-hiver', name: 'Hiver' },
    { type: 'offer', id: 'voltaire-bienvenue', name: 'Bienvenue' },
    { type: 'offer', id: 'voltaire-fixe', name: 'Fixe (sans règle)' },
    { type: 'product', id: 'voltaire-hiver', name: 'A product with the same id as an offer' },
  ] as const;

  it('eligibleTargets keeps the passing candidates, in order; a target without attachment is eligible', () => {
    expect(eligibleTargets(compiled, paris, offers).map((offer) => offer.name)).toEqual([
      'Hiver',
      'Bienvenue',
      'Fixe (sans règle)',
      'A product with the same id as an offer',
    ]);
    expect(eligibleTargets(compiled, ajaccio, offers).map((offer) => offer.name)).toEqual([
      'Fixe (sans règle)',
      'A product with the same id as an offer',
    ]);
  });

  it('every attachment of a target must pass', () => {
    expect(
      evaluateTarget(
        compiled,
        { type: 'offer', id: 'voltaire-bienvenue' },
        { ...paris, existingCustomer: true },
      ),
    ).toEqual({
      eligible: false,
      failed: [
        {
          predicateId: 'client',
          name: 'Client existant',
          message: 'Client existant (oui) : doit valoir non — condition non remplie',
        },
      ],
    });
  });

  it('evaluateTargets explains each candidate (the "try it" panel)', () => {
    const decisions = evaluateTargets(compiled, ajaccio, offers.slice(0, 3));
    expect(decisions.map(({ target, decision }) => [target.id, decision.eligible])).toEqual([
      ['voltaire-hiver', false],
      ['voltaire-bienvenue', false],
      ['voltaire-fixe', true],
    ]);
    expect(decisions[1]?.decision).toEqual({
      eligible: false,
      failed: [
        {
          predicateId: 'corse',
          name: 'Code postal corse',
          message: 'Code postal 20000 : ne commence pas par « 20 » — condition non remplie',
        },
      ],
    });
  });
});
