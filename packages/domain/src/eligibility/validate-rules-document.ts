import { z } from 'zod';
import { type Failure, type Ok, ok } from '../result.js';
import {
  ELIGIBILITY_FIELDS,
  ELIGIBILITY_FIELDS_BY_KEY,
  type EligibilityField,
} from './eligibility-fields.js';
import { ELIGIBILITY_OPERATORS, type EligibilityOperator } from './eligibility-operators.js';
import {
  type EligibilityRulesDocument,
  EligibilityRulesDocumentSchema,
} from './eligibility-rules-document.js';
import { predicateValueSchema } from './predicate-value-schema.js';

/** One problem of a rules document: where (a path into the document) and what, in French. */
export type RulesProblem = { path: Array<string | number>; message: string };
export type InvalidRulesDocument = Failure<'INVALID_RULES_DOCUMENT'> & { problems: RulesProblem[] };

const OF_TARGET = { offer: 'de l’offre', product: 'du produit' } as const;
const FRENCH_ERRORS = z.locales.fr().localeError;

function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part),
    '',
  );
}

/** Building a zod schema costs far more than using it: one per field and operator, built once. */
const VALUE_SCHEMAS = new Map<string, z.ZodType>();
function valueSchema(field: EligibilityField, operator: EligibilityOperator): z.ZodType {
  const key = `${field.key}\u0000${operator}`;
  let schema = VALUE_SCHEMAS.get(key);
  if (schema === undefined) {
    schema = predicateValueSchema(field, operator);
    VALUE_SCHEMAS.set(key, schema);
  }
  return schema;
}

function isOperator(value: string): value is EligibilityOperator {
  return Object.hasOwn(ELIGIBILITY_OPERATORS, value);
}

/**
 * Checks a whole rules document (an import, or the rules after an admin change) and lists EVERY
 * problem in French: structure, duplicate ids, unknown field, operator not allowed for the field,
 * value of the wrong type, dangling reference, `not` without exactly one child, empty `all`/`any`,
 * cycles between compositions (the cycle path is named). Import is all-or-nothing on this result.
 */
export function validateRulesDocument(
  document: unknown,
): Ok<EligibilityRulesDocument> | InvalidRulesDocument {
  const parsed = EligibilityRulesDocumentSchema.safeParse(document, { error: FRENCH_ERRORS });
  if (!parsed.success) {
    return invalid(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        message: issue.path.length > 0 ? `${pathText(issue.path)} : ${issue.message}` : issue.message,
      })),
    );
  }
  const doc = parsed.data;
  const problems: RulesProblem[] = [];

  const predicateIds = new Set<string>();
  doc.predicates.forEach((predicate, index) => {
    const at = (key: string) => ['predicates', index, key];
    const who = `Prédicat « ${predicate.id} »`;
    if (predicateIds.has(predicate.id)) {
      problems.push({ path: at('id'), message: `Identifiant de prédicat en double : « ${predicate.id} »` });
    }
    predicateIds.add(predicate.id);
    const field = ELIGIBILITY_FIELDS_BY_KEY.get(predicate.field);
    if (field === undefined) {
      problems.push({
        path: at('field'),
        message: `${who} : champ inconnu « ${predicate.field} » (champs connus : ${ELIGIBILITY_FIELDS.map((f) => f.key).join(', ')})`,
      });
      return;
    }
    if (!isOperator(predicate.operator)) {
      problems.push({
        path: at('operator'),
        message: `${who} : opérateur inconnu « ${predicate.operator} »`,
      });
      return;
    }
    const allowed: readonly string[] = field.operators;
    if (!allowed.includes(predicate.operator)) {
      problems.push({
        path: at('operator'),
        message: `${who} : l’opérateur « ${predicate.operator} » n’est pas autorisé pour le champ « ${field.label} » (autorisés : ${allowed.join(', ')})`,
      });
      return;
    }
    const value = valueSchema(field, predicate.operator).safeParse(predicate.value, {
      error: FRENCH_ERRORS,
    });
    if (!value.success) {
      const details = [...new Set(value.error.issues.map((issue) => issue.message))].join(' ; ');
      problems.push({
        path: at('value'),
        message: `${who} : valeur invalide pour le champ « ${field.label} » et l’opérateur « ${predicate.operator} » — ${details}`,
      });
    }
  });

  const compositionIds = new Set<string>();
  doc.compositions.forEach((composition, index) => {
    const who = `Composition « ${composition.id} »`;
    if (compositionIds.has(composition.id)) {
      problems.push({
        path: ['compositions', index, 'id'],
        message: `Identifiant de composition en double : « ${composition.id} »`,
      });
    }
    compositionIds.add(composition.id);
    const count = composition.children.length;
    if (composition.kind === 'not' && count !== 1) {
      problems.push({
        path: ['compositions', index, 'children'],
        message: `${who} : une exclusion (not) a exactement un élément, elle en a ${count}`,
      });
    }
    if (composition.kind !== 'not' && count === 0) {
      problems.push({
        path: ['compositions', index, 'children'],
        message: `${who} : au moins un élément est attendu`,
      });
    }
  });

  doc.compositions.forEach((composition, index) => {
    composition.children.forEach((child, childIndex) => {
      const path = ['compositions', index, 'children', childIndex];
      if ('predicateId' in child && !predicateIds.has(child.predicateId)) {
        problems.push({
          path,
          message: `Composition « ${composition.id} » : le prédicat « ${child.predicateId} » n’existe pas`,
        });
      }
      if ('compositionId' in child && !compositionIds.has(child.compositionId)) {
        problems.push({
          path,
          message: `Composition « ${composition.id} » : la composition « ${child.compositionId} » n’existe pas`,
        });
      }
    });
  });

  for (const cycle of findCycles(doc)) {
    problems.push({
      path: ['compositions', cycle.index],
      message: `Cycle entre compositions : ${cycle.ids.map((id) => `« ${id} »`).join(' → ')}`,
    });
  }

  const attached = new Set<string>();
  doc.attachments.forEach((attachment, index) => {
    const { target, compositionId } = attachment;
    const who = `Rattachement ${OF_TARGET[target.type]} « ${target.id} »`;
    if (!compositionIds.has(compositionId)) {
      problems.push({
        path: ['attachments', index, 'compositionId'],
        message: `${who} : la composition « ${compositionId} » n’existe pas`,
      });
    }
    const key = JSON.stringify([target.type, target.id, compositionId]);
    if (attached.has(key)) {
      problems.push({
        path: ['attachments', index],
        message: `${who} : la composition « ${compositionId} » y est déjà rattachée`,
      });
    }
    attached.add(key);
  });

  return problems.length === 0 ? ok(doc) : invalid(problems);
}

function invalid(problems: RulesProblem[]): InvalidRulesDocument {
  const count = problems.length === 1 ? '1 erreur' : `${problems.length} erreurs`;
  return {
    ok: false,
    code: 'INVALID_RULES_DOCUMENT',
    message: `Le document de règles contient ${count} :\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`,
    problems,
  };
}

/**
 * The cycles met by a depth-first walk over composition → composition references (at least one
 * for every tangle of compositions that reach each other), each reported once, as the path of ids
 * from its earliest composition (in document order) back to it.
 */
function findCycles(doc: EligibilityRulesDocument): Array<{ index: number; ids: string[] }> {
  const indexById = new Map<string, number>();
  doc.compositions.forEach((composition, index) => {
    if (!indexById.has(composition.id)) indexById.set(composition.id, index);
  });
  const edges = new Map<string, string[]>();
  for (const composition of doc.compositions) {
    const targets = edges.get(composition.id) ?? [];
    for (const child of composition.children) {
      if ('compositionId' in child && indexById.has(child.compositionId)) targets.push(child.compositionId);
    }
    edges.set(composition.id, targets);
  }

  const cycles: Array<{ index: number; ids: string[] }> = [];
  const seen = new Set<string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];

  const visit = (id: string): void => {
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      const nextState = state.get(next);
      if (nextState === 'visiting') {
        const loop = stack.slice(stack.indexOf(next));
        // The same cycle is reported once, starting from its earliest composition.
        const start = loop.reduce((best, candidate) =>
          (indexById.get(candidate) ?? 0) < (indexById.get(best) ?? 0) ? candidate : best,
        );
        const rotated = [...loop.slice(loop.indexOf(start)), ...loop.slice(0, loop.indexOf(start))];
        const key = rotated.join('\u0000');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push({ index: indexById.get(start) ?? 0, ids: [...rotated, start] });
        }
      } else if (nextState === undefined) {
        visit(next);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const composition of doc.compositions) if (!state.has(composition.id)) visit(composition.id);
  return cycles;
}
