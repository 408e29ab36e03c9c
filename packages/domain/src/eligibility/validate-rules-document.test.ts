import { describe, expect, it } from 'vitest';
import type { EligibilityRulesDocument } from './eligibility-rules-document.js';
import { validateRulesDocument } from './validate-rules-document.js';

const valid: EligibilityRulesDocument = {
  version: 1,
  predicates: [
    { id: 'corse', name: 'Code postal corse', field: 'postalCode', operator: 'startsWith', value: '20' },
    { id: 'petite-puissance', name: 'Jusqu’à 9 kVA', field: 'kva', operator: 'lte', value: 9 },
    { id: 'client', name: 'Client existant', field: 'existingCustomer', operator: 'isTrue' },
  ],
  compositions: [
    { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'corse' }] },
    {
      id: 'offre-web',
      name: 'Offre web',
      kind: 'all',
      children: [{ compositionId: 'hors-corse' }, { predicateId: 'petite-puissance' }],
    },
  ],
  attachments: [{ target: { type: 'offer', id: 'voltaire-fixe' }, compositionId: 'offre-web' }],
};

function problemsOf(document: unknown): string[] {
  const result = validateRulesDocument(document);
  return result.ok ? [] : result.problems.map((problem) => problem.message);
}

describe('validateRulesDocument', () => {
  it('accepts a valid document, as is', () => {
    expect(validateRulesDocument(valid)).toEqual({ ok: true, value: valid });
  });

  it('accepts an empty document', () => {
    expect(validateRulesDocument({ version: 1, predicates: [], compositions: [], attachments: [] }).ok).toBe(
      true,
    );
  });

  it('refuses a wrong structure, in French, with the path', () => {
    expect(problemsOf({ version: 2, predicates: 'x', compositions: [], attachments: [] })).toEqual([
      'version : Version de document non prise en charge (1 attendue)',
      'predicates : Liste de prédicats attendue',
    ]);
    expect(problemsOf(null)).toEqual(['Entrée invalide : objet attendu, null reçu']);
    expect(
      problemsOf({
        ...valid,
        compositions: [
          { id: 'c', name: '', kind: 'xor', children: [{ predicateId: 'corse', compositionId: 'c' }] },
        ],
      }),
    ).toEqual([
      'compositions[0].name : Nom obligatoire',
      'compositions[0].kind : Type de composition attendu : all, any ou not',
      'compositions[0].children[0] : Un élément référence soit un prédicat (predicateId), soit une composition (compositionId)',
    ]);
  });

  it.each([
    [
      'an unknown field',
      { field: 'zip' },
      /^Prédicat « p » : champ inconnu « zip » \(champs connus : channel, role, /,
    ],
    ['an unknown operator', { operator: 'matches' }, /^Prédicat « p » : opérateur inconnu « matches »$/],
    [
      'an operator not allowed for the field',
      { field: 'kva', operator: 'startsWith', value: '1' },
      /^Prédicat « p » : l’opérateur « startsWith » n’est pas autorisé pour le champ « Puissance souscrite » \(autorisés : equals, notEquals, in, notIn, lt, lte, gt, gte, between, exists\)$/,
    ],
    [
      'a number given as text',
      { field: 'kva', operator: 'lt', value: '10' },
      /valeur invalide pour le champ « Puissance souscrite » et l’opérateur « lt » — nombre attendu$/,
    ],
    ['an empty list', { field: 'kva', operator: 'in', value: [] }, /— liste non vide attendue$/],
    ['a list with a wrong item', { field: 'kva', operator: 'in', value: [6, '9'] }, /— nombre attendu$/],
    [
      'a reversed range',
      { field: 'kva', operator: 'between', value: [12, 6] },
      /— le minimum dépasse le maximum$/,
    ],
    ['a range of one value', { field: 'kva', operator: 'between', value: [6] }, /— /],
    [
      'a date that is not a date',
      { field: 'date', operator: 'gte', value: '2026-02-30' },
      /— date au format AAAA-MM-JJ attendue$/,
    ],
    [
      'a French date',
      { field: 'date', operator: 'gte', value: '01/02/2026' },
      /— date au format AAAA-MM-JJ attendue$/,
    ],
    [
      'an unknown enum value',
      { field: 'energy', operator: 'equals', value: 'fuel' },
      /— une valeur parmi « electricity », « gas » attendue$/,
    ],
    [
      'a value on isTrue',
      { field: 'existingCustomer', operator: 'isTrue', value: true },
      /— aucune valeur attendue pour cet opérateur$/,
    ],
    [
      'an empty prefix',
      { field: 'postalCode', operator: 'startsWith', value: '' },
      /— texte non vide attendu$/,
    ],
  ])('refuses %s', (_, change, message) => {
    const document = {
      version: 1,
      predicates: [
        { id: 'p', name: 'P', field: 'postalCode', operator: 'equals', value: '75011', ...change },
      ],
      compositions: [],
      attachments: [],
    };
    const problems = problemsOf(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('accepts null as "no value" and the value-less operators without value', () => {
    const document = {
      ...valid,
      predicates: [
        { id: 'a', name: 'A', field: 'existingCustomer', operator: 'isFalse', value: null },
        { id: 'b', name: 'B', field: 'partner', operator: 'exists' },
      ],
      compositions: [],
      attachments: [],
    };
    expect(validateRulesDocument(document).ok).toBe(true);
  });

  it('lists every problem at once: duplicates, dangling references, not with 2 children, empty all, attachments', () => {
    const document = {
      version: 1,
      predicates: [
        { id: 'p', name: 'P', field: 'kva', operator: 'gt', value: 6 },
        { id: 'p', name: 'P bis', field: 'kva', operator: 'gt', value: 9 },
      ],
      compositions: [
        { id: 'c', name: 'C', kind: 'not', children: [{ predicateId: 'p' }, { predicateId: 'ghost' }] },
        { id: 'c', name: 'C bis', kind: 'any', children: [] },
        { id: 'd', name: 'D', kind: 'all', children: [{ compositionId: 'nowhere' }] },
      ],
      attachments: [
        { target: { type: 'offer', id: 'o1' }, compositionId: 'missing' },
        { target: { type: 'product', id: 'x' }, compositionId: 'd' },
        { target: { type: 'product', id: 'x' }, compositionId: 'd' },
      ],
    };
    const result = validateRulesDocument(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('INVALID_RULES_DOCUMENT');
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Identifiant de prédicat en double : « p »',
      'Composition « c » : une exclusion (not) a exactement un élément, elle en a 2',
      'Identifiant de composition en double : « c »',
      'Composition « c » : au moins un élément est attendu',
      'Composition « c » : le prédicat « ghost » n’existe pas',
      'Composition « d » : la composition « nowhere » n’existe pas',
      'Rattachement de l’offre « o1 » : la composition « missing » n’existe pas',
      'Rattachement du produit « x » : la composition « d » y est déjà rattachée',
    ]);
    expect(result.problems[4]?.path).toEqual(['compositions', 0, 'children', 1]);
    expect(result.message).toMatch(
      /^Le document de règles contient 8 erreurs :\n- Identifiant de prédicat en double/,
    );
  });

  describe('cycles between compositions are refused, with the cycle named', () => {
    const predicates = [{ id: 'p', name: 'P', field: 'kva', operator: 'gt', value: 6 }];

    it('a → b → a', () => {
      const document = {
        version: 1,
        predicates,
        compositions: [
          { id: 'a', name: 'A', kind: 'all', children: [{ predicateId: 'p' }, { compositionId: 'b' }] },
          { id: 'b', name: 'B', kind: 'any', children: [{ compositionId: 'a' }] },
        ],
        attachments: [],
      };
      expect(problemsOf(document)).toEqual(['Cycle entre compositions : « a » → « b » → « a »']);
    });

    it('a composition containing itself', () => {
      const document = {
        version: 1,
        predicates,
        compositions: [{ id: 'a', name: 'A', kind: 'not', children: [{ compositionId: 'a' }] }],
        attachments: [],
      };
      expect(problemsOf(document)).toEqual(['Cycle entre compositions : « a » → « a »']);
    });

    it('a longer cycle reached from outside is named from its earliest composition', () => {
      const document = {
        version: 1,
        predicates,
        compositions: [
          { id: 'root', name: 'Root', kind: 'all', children: [{ compositionId: 'y' }] },
          { id: 'x', name: 'X', kind: 'all', children: [{ compositionId: 'y' }] },
          { id: 'y', name: 'Y', kind: 'all', children: [{ compositionId: 'z' }] },
          { id: 'z', name: 'Z', kind: 'any', children: [{ predicateId: 'p' }, { compositionId: 'x' }] },
        ],
        attachments: [],
      };
      expect(problemsOf(document)).toEqual(['Cycle entre compositions : « x » → « y » → « z » → « x »']);
    });

    it('a diamond (shared sub-composition) is not a cycle', () => {
      const document = {
        version: 1,
        predicates,
        compositions: [
          {
            id: 'top',
            name: 'Top',
            kind: 'all',
            children: [{ compositionId: 'left' }, { compositionId: 'right' }],
          },
          { id: 'left', name: 'Left', kind: 'all', children: [{ compositionId: 'shared' }] },
          { id: 'right', name: 'Right', kind: 'not', children: [{ compositionId: 'shared' }] },
          { id: 'shared', name: 'Shared', kind: 'all', children: [{ predicateId: 'p' }] },
        ],
        attachments: [],
      };
      expect(validateRulesDocument(document).ok).toBe(true);
    });
  });
});
