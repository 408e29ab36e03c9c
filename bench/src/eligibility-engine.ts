// Evaluates 1,000 compositions over 10,000 contexts with the Voltaire engine (@voltaire/domain), and the
// same rules with json-rules-engine on a sample of the contexts (it is too slow for all of them in a
// bounded run). Both must agree on every (context, composition) of the sample; the ratio compares the
// time per evaluation. A figure, never a gate.
import {
  type Composition,
  compileRules,
  type EligibilityContext,
  type EligibilityRulesDocument,
  isEligible,
  type Predicate,
} from '@voltaire/domain';
import { Engine } from 'json-rules-engine';

const COMPOSITIONS = 1_000;
const CONTEXTS = 10_000;
const REFERENCE_SAMPLE = 200;
const CHANNELS = ['web', 'telesales', 'comparison', 'doorToDoor', 'dealership'] as const;
const KVAS = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const;

/** Deterministic pseudo-random numbers (mulberry32), so both engines and every run see the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

export function buildRules(): EligibilityRulesDocument {
  const next = random(42);
  const predicates: Predicate[] = [];
  const compositions: Composition[] = [];
  for (let i = 0; i < COMPOSITIONS; i++) {
    const department = String(Math.floor(next() * 95) + 1).padStart(2, '0');
    const ids = [`p${i}-cp`, `p${i}-kva`, `p${i}-canal`];
    predicates.push(
      {
        id: ids[0] as string,
        name: `Département ${department}`,
        field: 'postalCode',
        operator: 'startsWith',
        value: department,
      },
      { id: ids[1] as string, name: 'Puissance', field: 'kva', operator: 'gte', value: pick(next, KVAS) },
      {
        id: ids[2] as string,
        name: 'Canaux',
        field: 'channel',
        operator: 'in',
        value: [pick(next, CHANNELS), pick(next, CHANNELS)],
      },
    );
    const kind = i % 3 === 0 ? 'any' : 'all';
    compositions.push({
      id: `c${i}`,
      name: `Composition ${i}`,
      kind,
      children: [
        { predicateId: ids[1] as string },
        { predicateId: ids[2] as string },
        ...(kind === 'all' ? [] : [{ predicateId: ids[0] as string }]),
      ],
    });
    if (kind === 'all') {
      compositions.push({
        id: `c${i}-hors`,
        name: 'Hors département',
        kind: 'not',
        children: [{ predicateId: ids[0] as string }],
      });
      compositions[compositions.length - 2]?.children.push({ compositionId: `c${i}-hors` });
    }
  }
  return { version: 1, predicates, compositions, attachments: [] };
}

export function buildContexts(count: number): EligibilityContext[] {
  const next = random(7);
  return Array.from({ length: count }, () => ({
    postalCode: `${String(Math.floor(next() * 95) + 1).padStart(2, '0')}${String(Math.floor(next() * 1000)).padStart(3, '0')}`,
    kva: pick(next, KVAS),
    channel: pick(next, CHANNELS),
  }));
}

/** The same rules for json-rules-engine: one rule per top-level composition, with a `startsWith` operator. */
function referenceEngine(document: EligibilityRulesDocument, topLevel: string[]): Engine {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addOperator(
    'startsWith',
    (fact: unknown, value: unknown) => typeof fact === 'string' && fact.startsWith(String(value)),
  );
  engine.addOperator(
    'notStartsWith',
    (fact: unknown, value: unknown) => !(typeof fact === 'string' && fact.startsWith(String(value))),
  );
  const predicates = new Map(document.predicates.map((predicate) => [predicate.id, predicate]));
  const compositions = new Map(document.compositions.map((composition) => [composition.id, composition]));
  const operatorOf = { startsWith: 'startsWith', gte: 'greaterThanInclusive', in: 'in' } as Record<
    string,
    string
  >;
  const negated = { startsWith: 'notStartsWith', gte: 'lessThan', in: 'notIn' } as Record<string, string>;
  const condition = (predicate: Predicate, not = false) => ({
    fact: predicate.field,
    operator: (not ? negated : operatorOf)[predicate.operator] as string,
    value: predicate.value as never,
  });
  const toConditions = (composition: Composition): object => {
    const children = composition.children.map((child) => {
      if ('predicateId' in child) return condition(predicates.get(child.predicateId) as Predicate);
      const nested = compositions.get(child.compositionId) as Composition;
      if (
        nested.kind === 'not' &&
        nested.children.length === 1 &&
        'predicateId' in (nested.children[0] as object)
      ) {
        return condition(
          predicates.get((nested.children[0] as { predicateId: string }).predicateId) as Predicate,
          true,
        );
      }
      return toConditions(nested);
    });
    return composition.kind === 'any' ? { any: children } : { all: children };
  };
  for (const id of topLevel) {
    engine.addRule({
      name: id,
      conditions: toConditions(compositions.get(id) as Composition) as never,
      event: { type: id },
    });
  }
  return engine;
}

export interface EligibilityBenchmark {
  compositions: number;
  contexts: number;
  evaluations: number;
  voltaireNsPerEvaluation: number;
  referenceSampleContexts: number;
  referenceNsPerEvaluation: number;
  ratio: number;
  agreement: boolean;
}

export async function runEligibilityBenchmark(): Promise<EligibilityBenchmark> {
  const document = buildRules();
  const compiled = compileRules(document);
  if (!compiled.ok) throw new Error(`benchmark rules are invalid: ${compiled.message}`);
  const topLevel = document.compositions
    .filter((composition) => !composition.id.endsWith('-hors'))
    .map((c) => c.id);
  const contexts = buildContexts(CONTEXTS);

  // Warm-up, then the measured pass over every context and composition.
  for (const context of contexts.slice(0, 500))
    for (const id of topLevel) isEligible(compiled.value, id, context);
  let eligibleCount = 0;
  const started = process.hrtime.bigint();
  for (const context of contexts)
    for (const id of topLevel) if (isEligible(compiled.value, id, context)) eligibleCount++;
  const voltaireNs = Number(process.hrtime.bigint() - started);
  const evaluations = contexts.length * topLevel.length;

  const engine = referenceEngine(document, topLevel);
  const sample = contexts.slice(0, REFERENCE_SAMPLE);
  await engine.run(sample[0] as Record<string, unknown>);
  let agreement = true;
  const referenceStarted = process.hrtime.bigint();
  for (const context of sample) {
    const { events } = await engine.run(context as Record<string, unknown>);
    const passed = new Set(events.map((event) => event.type));
    for (const id of topLevel)
      if (passed.has(id) !== isEligible(compiled.value, id, context)) agreement = false;
  }
  const referenceNs = Number(process.hrtime.bigint() - referenceStarted);

  const voltaireNsPerEvaluation = voltaireNs / evaluations;
  const referenceNsPerEvaluation = referenceNs / (sample.length * topLevel.length);
  process.stderr.write(`· eligibility: ${eligibleCount} eligible pairs out of ${evaluations}\n`);
  return {
    compositions: topLevel.length,
    contexts: contexts.length,
    evaluations,
    voltaireNsPerEvaluation,
    referenceSampleContexts: sample.length,
    referenceNsPerEvaluation,
    ratio: referenceNsPerEvaluation / voltaireNsPerEvaluation,
    agreement,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runEligibilityBenchmark();
  console.log(JSON.stringify(result, null, 2));
}
