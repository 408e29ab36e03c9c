import type { Ok } from '../result.js';
import type { EligibilityFieldDefinition } from './define-field.js';
import { describeCondition, formatFieldValue } from './describe-condition.js';
import { ELIGIBILITY_FIELDS_BY_KEY } from './eligibility-fields.js';
import type { EligibilityOperator } from './eligibility-operators.js';
import type {
  Composition,
  EligibilityRulesDocument,
  Predicate,
  TargetType,
} from './eligibility-rules-document.js';
import { type InvalidRulesDocument, validateRulesDocument } from './validate-rules-document.js';

/** A predicate that did not hold, and why, in French. */
export type EligibilityFailure = { predicateId: string; name: string; message: string };

/** A context read as plain data. */
type Context = Readonly<Record<string, unknown>>;
type Test = (context: Context) => boolean;
type Explain = (context: Context, out: FailureCollector) => void;

/**
 * Collects failures while explaining a decision; a predicate reached through several branches is
 * reported once per polarity (`keys` holds flat strings precomputed at compile time).
 */
export type FailureCollector = { readonly failures: EligibilityFailure[]; readonly keys: string[] };

function collect(out: FailureCollector, key: string, failure: () => EligibilityFailure): void {
  if (out.keys.includes(key)) return;
  out.keys.push(key);
  out.failures.push(failure());
}

/** A compiled predicate or composition. `explain*` run only when a decision must be explained. */
export type CompiledNode = {
  readonly test: Test;
  /** Pushes the predicates that make the node fail (call when `test` is false). */
  readonly explainFailed: Explain;
  /** Pushes the predicates that make the node hold (for a `not` above it; call when `test` is true). */
  readonly explainHeld: Explain;
};

/** Rules compiled once: predicates are closures, compositions resolved into a graph of closures. */
export type CompiledRules = {
  readonly document: EligibilityRulesDocument;
  readonly compositions: ReadonlyMap<string, CompiledNode>;
  /** By target type, then target id: the compositions attached to it (all must pass). */
  readonly attachments: Readonly<Record<TargetType, ReadonlyMap<string, readonly CompiledNode[]>>>;
};

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Does a present context value have the field's type? (Used by the slow explanation path.) */
function hasFieldType(field: EligibilityFieldDefinition, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && ISO_DATE_SHAPE.test(value);
    case 'enum':
      return field.options?.some((option) => option.value === value) ?? false;
  }
}

/**
 * The predicate as one closure, specialised by field type and operator so that evaluation does
 * no parsing, no allocation and no type dispatch. Type checks come first: a number is compared
 * with a number only (never "10" < "9"), a date with a `YYYY-MM-DD` date only (in that form, text
 * order is chronological order). A missing or mistyped value fails every operator but `exists`.
 */
function compileTest(field: EligibilityFieldDefinition, operator: EligibilityOperator, value: unknown): Test {
  const key = field.key;
  switch (operator) {
    case 'exists':
      return (context) => {
        const actual = context[key];
        return actual !== undefined && actual !== null && actual !== '';
      };
    case 'isTrue':
      return (context) => context[key] === true;
    case 'isFalse':
      return (context) => context[key] === false;
    // The value has the field's type (validated), so strict equality also checks the type.
    case 'equals':
      return (context) => context[key] === value;
    case 'in': {
      const set = new Set(value as readonly unknown[]);
      return (context) => set.has(context[key]);
    }
    case 'startsWith': {
      const prefix = value as string;
      return (context) => {
        const actual = context[key];
        return typeof actual === 'string' && actual.startsWith(prefix);
      };
    }
    case 'notStartsWith': {
      const prefix = value as string;
      return (context) => {
        const actual = context[key];
        return typeof actual === 'string' && actual !== '' && !actual.startsWith(prefix);
      };
    }
    case 'notEquals':
    case 'notIn': {
      const isValid = presentValueGuard(field);
      if (operator === 'notEquals') return (context) => isValid(context[key]) && context[key] !== value;
      const set = new Set(value as readonly unknown[]);
      return (context) => {
        const actual = context[key];
        return isValid(actual) && !set.has(actual);
      };
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
    case 'between':
      return field.type === 'date'
        ? compileDateComparison(key, operator, value)
        : compileNumberComparison(key, operator, value);
  }
}

/** A present value of the field's type (for the negative operators, where a mismatch must not pass). */
function presentValueGuard(field: EligibilityFieldDefinition): (value: unknown) => boolean {
  switch (field.type) {
    case 'string':
      return (value) => typeof value === 'string' && value !== '';
    case 'number':
      return (value) => typeof value === 'number' && !Number.isNaN(value);
    case 'date':
      return (value) => typeof value === 'string' && ISO_DATE_SHAPE.test(value);
    case 'enum': {
      const options = new Set((field.options ?? []).map((option) => option.value));
      return (value) => options.has(value as string);
    }
    case 'boolean':
      return (value) => typeof value === 'boolean';
  }
}

function compileNumberComparison(
  key: string,
  operator: 'lt' | 'lte' | 'gt' | 'gte' | 'between',
  value: unknown,
): Test {
  if (operator === 'between') {
    const [min, max] = value as [number, number];
    return (context) => {
      const actual = context[key];
      return typeof actual === 'number' && actual >= min && actual <= max;
    };
  }
  const bound = value as number;
  switch (operator) {
    case 'lt':
      return (context) => {
        const actual = context[key];
        return typeof actual === 'number' && actual < bound;
      };
    case 'lte':
      return (context) => {
        const actual = context[key];
        return typeof actual === 'number' && actual <= bound;
      };
    case 'gt':
      return (context) => {
        const actual = context[key];
        return typeof actual === 'number' && actual > bound;
      };
    case 'gte':
      return (context) => {
        const actual = context[key];
        return typeof actual === 'number' && actual >= bound;
      };
  }
}

function compileDateComparison(
  key: string,
  operator: 'lt' | 'lte' | 'gt' | 'gte' | 'between',
  value: unknown,
): Test {
  const isDate = (actual: unknown): actual is string =>
    typeof actual === 'string' && ISO_DATE_SHAPE.test(actual);
  if (operator === 'between') {
    const [min, max] = value as [string, string];
    return (context) => {
      const actual = context[key];
      return isDate(actual) && actual >= min && actual <= max;
    };
  }
  const bound = value as string;
  switch (operator) {
    case 'lt':
      return (context) => {
        const actual = context[key];
        return isDate(actual) && actual < bound;
      };
    case 'lte':
      return (context) => {
        const actual = context[key];
        return isDate(actual) && actual <= bound;
      };
    case 'gt':
      return (context) => {
        const actual = context[key];
        return isDate(actual) && actual > bound;
      };
    case 'gte':
      return (context) => {
        const actual = context[key];
        return isDate(actual) && actual >= bound;
      };
  }
}

function compilePredicate(predicate: Predicate): CompiledNode {
  const field = ELIGIBILITY_FIELDS_BY_KEY.get(predicate.field);
  if (field === undefined) throw new Error(`Unknown field ${predicate.field} in a validated document`);
  const operator = predicate.operator as EligibilityOperator;
  const test = compileTest(field, operator, predicate.value);
  const condition = describeCondition(field, operator, predicate.value, false);
  const negatedCondition = describeCondition(field, operator, predicate.value, true);
  const failedKey = `${predicate.id}\u0000failed`;
  const heldKey = `${predicate.id}\u0000held`;
  const subject = (context: Context): string => {
    const actual = context[field.key];
    if (!isPresent(actual)) return `Donnée manquante (${field.label})`;
    if (!hasFieldType(field, actual)) return `Valeur invalide (${field.label} : ${JSON.stringify(actual)})`;
    const shown = formatFieldValue(field, actual);
    return field.type === 'boolean' ? `${field.label} (${shown})` : `${field.label} ${shown}`;
  };
  const failure = (context: Context, phrase: string): EligibilityFailure => ({
    predicateId: predicate.id,
    name: predicate.name,
    message: `${subject(context)} : ${phrase} — condition non remplie`,
  });
  return {
    test,
    explainFailed: (context, out) => collect(out, failedKey, () => failure(context, condition)),
    explainHeld: (context, out) => collect(out, heldKey, () => failure(context, negatedCondition)),
  };
}

function every(tests: readonly Test[]): Test {
  const [first, second, third] = tests;
  if (tests.length === 1 && first) return first;
  if (tests.length === 2 && first && second) return (context) => first(context) && second(context);
  if (tests.length === 3 && first && second && third) {
    return (context) => first(context) && second(context) && third(context);
  }
  const count = tests.length;
  return (context) => {
    for (let index = 0; index < count; index++) if (!(tests[index] as Test)(context)) return false;
    return true;
  };
}

function some(tests: readonly Test[]): Test {
  const [first, second, third] = tests;
  if (tests.length === 1 && first) return first;
  if (tests.length === 2 && first && second) return (context) => first(context) || second(context);
  if (tests.length === 3 && first && second && third) {
    return (context) => first(context) || second(context) || third(context);
  }
  const count = tests.length;
  return (context) => {
    for (let index = 0; index < count; index++) if ((tests[index] as Test)(context)) return true;
    return false;
  };
}

function compileComposition(composition: Composition, children: readonly CompiledNode[]): CompiledNode {
  const tests = children.map((child) => child.test);
  switch (composition.kind) {
    case 'all':
      return {
        test: every(tests),
        explainFailed: (context, out) => {
          for (const child of children) if (!child.test(context)) child.explainFailed(context, out);
        },
        explainHeld: (context, out) => {
          for (const child of children) child.explainHeld(context, out);
        },
      };
    case 'any':
      return {
        test: some(tests),
        explainFailed: (context, out) => {
          for (const child of children) child.explainFailed(context, out);
        },
        explainHeld: (context, out) => {
          for (const child of children) if (child.test(context)) child.explainHeld(context, out);
        },
      };
    case 'not': {
      const [child] = children;
      if (child === undefined || children.length !== 1)
        throw new Error(`not ${composition.id} needs one child`);
      const inner = child.test;
      return {
        test: (context) => !inner(context),
        explainFailed: child.explainHeld,
        explainHeld: child.explainFailed,
      };
    }
  }
}

/**
 * Validates then compiles a rules document, once: each predicate becomes a closure, each
 * composition a closure over its children (shared, resolved by id), each attachment a list of
 * compiled compositions by target. An invalid document is refused with every problem listed.
 * Cache the result and compile again after any admin change.
 */
export function compileRules(document: unknown): Ok<CompiledRules> | InvalidRulesDocument {
  const validated = validateRulesDocument(document);
  if (!validated.ok) return validated;
  const doc = validated.value;

  const predicates = new Map<string, CompiledNode>();
  for (const predicate of doc.predicates) predicates.set(predicate.id, compilePredicate(predicate));

  const definitions = new Map(doc.compositions.map((composition) => [composition.id, composition]));
  const compositions = new Map<string, CompiledNode>();
  const resolve = (id: string): CompiledNode => {
    const known = compositions.get(id);
    if (known) return known;
    const composition = definitions.get(id);
    if (composition === undefined) throw new Error(`Unknown composition ${id} in a validated document`);
    const children = composition.children.map((child) => {
      const node = 'predicateId' in child ? predicates.get(child.predicateId) : resolve(child.compositionId);
      if (node === undefined) throw new Error(`Dangling reference in composition ${id}`);
      return node;
    });
    const compiled = compileComposition(composition, children);
    compositions.set(id, compiled);
    return compiled;
  };
  for (const composition of doc.compositions) resolve(composition.id);

  const attachments: Record<TargetType, Map<string, CompiledNode[]>> = {
    offer: new Map(),
    product: new Map(),
  };
  for (const { target, compositionId } of doc.attachments) {
    const byId = attachments[target.type];
    const list = byId.get(target.id) ?? [];
    list.push(resolve(compositionId));
    byId.set(target.id, list);
  }

  return { ok: true, value: { document: doc, compositions, attachments } };
}
