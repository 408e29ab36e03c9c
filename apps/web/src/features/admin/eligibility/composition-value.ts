import type { Composition, CompositionChild, CompositionKind } from '../admin-api';
import { ID_PATTERN, PREDICATE_MESSAGES } from './predicate-value';

export interface CompositionFormValues {
  name: string;
  id: string;
  kind: CompositionKind | '';
  predicateIds: string[];
  compositionIds: string[];
}

/** `children` stands for both lists of elements: their rule is on the two together. */
export type CompositionFormField = keyof CompositionFormValues | 'children';
export type CompositionFormErrors = Partial<Record<CompositionFormField, string>>;

export const EMPTY_COMPOSITION_FORM: CompositionFormValues = {
  name: '',
  id: '',
  kind: '',
  predicateIds: [],
  compositionIds: [],
};

export const COMPOSITION_MESSAGES = {
  kindRequired: 'Choisissez le type de composition.',
  childrenRequired: 'Cochez au moins un élément (prédicat ou composition).',
  notExactlyOne: 'Une exclusion porte sur exactement un élément\u202F: cochez-en un seul.',
} as const;

const KINDS: readonly string[] = ['all', 'any', 'not'];

/**
 * The children in the order they had (for an existing composition), then the newly ticked ones: predicates
 * first, then compositions.
 */
export function orderChildren(
  values: CompositionFormValues,
  previous: readonly CompositionChild[] = [],
): CompositionChild[] {
  const chosen: CompositionChild[] = [
    ...values.predicateIds.map((predicateId) => ({ predicateId })),
    ...values.compositionIds.map((compositionId) => ({ compositionId })),
  ];
  const keyOf = (child: CompositionChild) =>
    'predicateId' in child ? `p:${child.predicateId}` : `c:${child.compositionId}`;
  const chosenKeys = new Set(chosen.map(keyOf));
  const kept = previous.filter((child) => chosenKeys.has(keyOf(child)));
  const keptKeys = new Set(kept.map(keyOf));
  return [...kept, ...chosen.filter((child) => !keptKeys.has(keyOf(child)))];
}

/** What is wrong with the number of elements for this kind: a `not` has exactly one, the others at least one. */
export function childrenProblem(kind: CompositionFormValues['kind'], count: number): string | undefined {
  if (kind === 'not') return count === 1 ? undefined : COMPOSITION_MESSAGES.notExactlyOne;
  return count === 0 ? COMPOSITION_MESSAGES.childrenRequired : undefined;
}

export function toComposition(
  values: CompositionFormValues,
  previous?: Composition,
): { ok: true; composition: Composition } | { ok: false; errors: CompositionFormErrors } {
  const errors: CompositionFormErrors = {};
  const name = values.name.trim();
  const id = previous?.id ?? values.id.trim();
  if (name === '') errors.name = PREDICATE_MESSAGES.nameRequired;
  else if (name.length > 255) errors.name = PREDICATE_MESSAGES.nameTooLong;
  if (!previous) {
    if (id === '') errors.id = PREDICATE_MESSAGES.idRequired;
    else if (!ID_PATTERN.test(id)) errors.id = PREDICATE_MESSAGES.idFormat;
  }
  if (!KINDS.includes(values.kind)) errors.kind = COMPOSITION_MESSAGES.kindRequired;
  const children = orderChildren(values, previous?.children);
  const problem = childrenProblem(values.kind, children.length);
  if (problem) errors.children = problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, composition: { id, name, kind: values.kind as CompositionKind, children } };
}

export function toCompositionFormValues(composition: Composition): CompositionFormValues {
  return {
    name: composition.name,
    id: composition.id,
    kind: composition.kind,
    predicateIds: composition.children.flatMap((child) =>
      'predicateId' in child ? [child.predicateId] : [],
    ),
    compositionIds: composition.children.flatMap((child) =>
      'compositionId' in child ? [child.compositionId] : [],
    ),
  };
}

/**
 * The compositions that may become children of `selfId` without a cycle: neither itself nor any composition
 * that already reaches it through its children.
 */
export function possibleChildCompositions(
  compositions: readonly Composition[],
  selfId: string | undefined,
): Composition[] {
  if (!selfId) return [...compositions];
  const byId = new Map(compositions.map((composition) => [composition.id, composition]));
  const reachesSelf = (id: string, seen = new Set<string>()): boolean => {
    if (id === selfId) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (byId.get(id)?.children ?? []).some(
      (child) => 'compositionId' in child && reachesSelf(child.compositionId, seen),
    );
  };
  return compositions.filter((composition) => !reachesSelf(composition.id));
}

/** « Toutes les conditions de : A, B », for lists. */
export function describeComposition(
  composition: Composition,
  names: { predicates: ReadonlyMap<string, string>; compositions: ReadonlyMap<string, string> },
): string {
  const items = composition.children.map((child) =>
    'predicateId' in child
      ? `« ${names.predicates.get(child.predicateId) ?? child.predicateId} »`
      : `« ${names.compositions.get(child.compositionId) ?? child.compositionId} »`,
  );
  const list = items.join(', ');
  switch (composition.kind) {
    case 'all':
      return `Toutes ces conditions\u202F: ${list}`;
    case 'any':
      return `Au moins une de ces conditions\u202F: ${list}`;
    case 'not':
      return `Exclusion de ${list}`;
  }
}
