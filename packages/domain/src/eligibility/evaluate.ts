import type { CompiledNode, CompiledRules, EligibilityFailure, FailureCollector } from './compile-rules.js';
import type { EligibilityContext } from './eligibility-fields.js';
import type { EligibilityTarget } from './eligibility-rules-document.js';

export type EligibilityDecision = { eligible: true } | { eligible: false; failed: EligibilityFailure[] };

const ELIGIBLE: EligibilityDecision = Object.freeze({ eligible: true });
type Context = Readonly<Record<string, unknown>>;

function explain(nodes: readonly CompiledNode[], context: Context): EligibilityDecision {
  const out: FailureCollector = { failures: [], keys: [] };
  for (const node of nodes) if (!node.test(context)) node.explainFailed(context, out);
  return { eligible: false, failed: out.failures };
}

function compositionNode(compiled: CompiledRules, compositionId: string): CompiledNode {
  const node = compiled.compositions.get(compositionId);
  if (node === undefined) throw new RangeError(`Unknown composition: ${compositionId}`);
  return node;
}

/**
 * Evaluates one composition for a context. Eligible: a shared constant, nothing allocated.
 * Not eligible: the predicates that did not hold (or, under a `not`, that held), in order, with
 * French messages. The context is trusted (check it with `EligibilityContextSchema` at the edge);
 * an unknown composition id is a caller bug and throws.
 */
export function evaluate(
  compiled: CompiledRules,
  compositionId: string,
  context: EligibilityContext,
): EligibilityDecision {
  const node = compositionNode(compiled, compositionId);
  return node.test(context as Context) ? ELIGIBLE : explain([node], context as Context);
}

/** `evaluate` without the explanation: the fastest path. */
export function isEligible(
  compiled: CompiledRules,
  compositionId: string,
  context: EligibilityContext,
): boolean {
  return compositionNode(compiled, compositionId).test(context as Context);
}

/** A target passes when every composition attached to it passes; a target without any is eligible. */
export function evaluateTarget(
  compiled: CompiledRules,
  target: EligibilityTarget,
  context: EligibilityContext,
): EligibilityDecision {
  const nodes = compiled.attachments[target.type].get(target.id);
  if (nodes === undefined) return ELIGIBLE;
  for (const node of nodes) if (!node.test(context as Context)) return explain(nodes, context as Context);
  return ELIGIBLE;
}

/** The candidates (offers, products) eligible for a context, in their order. */
export function eligibleTargets<T extends EligibilityTarget>(
  compiled: CompiledRules,
  context: EligibilityContext,
  candidates: readonly T[],
): T[] {
  return candidates.filter((target) => {
    const nodes = compiled.attachments[target.type].get(target.id);
    if (nodes === undefined) return true;
    for (const node of nodes) if (!node.test(context as Context)) return false;
    return true;
  });
}

/** Every candidate with its decision: for the admin "try it" panel (which pass, and why others fail). */
export function evaluateTargets<T extends EligibilityTarget>(
  compiled: CompiledRules,
  context: EligibilityContext,
  candidates: readonly T[],
): Array<{ target: T; decision: EligibilityDecision }> {
  return candidates.map((target) => ({ target, decision: evaluateTarget(compiled, target, context) }));
}
