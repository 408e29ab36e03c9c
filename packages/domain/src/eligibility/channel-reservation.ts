import type { SalesChannel } from './eligibility-fields.js';
import type {
  Composition,
  EligibilityRulesDocument,
  EligibilityTarget,
  Predicate,
} from './eligibility-rules-document.js';

/** Three-valued truth: a condition on anything but the channel is unknown until the customer answers. */
type Truth = true | false | 'unknown';

function channelPredicate(predicate: Predicate, channel: SalesChannel): Truth {
  if (predicate.field !== 'channel') return 'unknown';
  const { operator, value } = predicate;
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  switch (operator) {
    case 'equals':
      return value === channel;
    case 'notEquals':
      return value !== channel;
    case 'in':
      return list.includes(channel);
    case 'notIn':
      return !list.includes(channel);
    case 'exists':
      return true;
    default:
      return 'unknown';
  }
}

function combine(kind: Composition['kind'], values: Truth[]): Truth {
  if (kind === 'not') {
    const [only] = values;
    return only === undefined || only === 'unknown' ? 'unknown' : !only;
  }
  if (kind === 'all') {
    if (values.includes(false)) return false;
    return values.every((value) => value === true) ? true : 'unknown';
  }
  if (values.includes(true)) return true;
  return values.length > 0 && values.every((value) => value === false) ? false : 'unknown';
}

/**
 * Whether the rules leave a target open to a channel, whatever the customer answers later: a target is
 * reserved away from `channel` when one of its attached compositions fails on the channel alone
 * (Kleene logic: every condition on another field counts as unknown). Catalogue listings, quotes and
 * the public eligibility check hide such targets from that channel; the order engine still evaluates
 * the full rules at every save-point.
 */
export function isOpenToChannel(
  rules: Pick<EligibilityRulesDocument, 'predicates' | 'compositions' | 'attachments'>,
  target: EligibilityTarget,
  channel: SalesChannel,
): boolean {
  const predicates = new Map(rules.predicates.map((predicate) => [predicate.id, predicate]));
  const compositions = new Map(rules.compositions.map((composition) => [composition.id, composition]));
  const evaluateComposition = (id: string, seen: ReadonlySet<string>): Truth => {
    const composition = compositions.get(id);
    if (!composition || seen.has(id)) return 'unknown';
    const inner = new Set(seen).add(id);
    return combine(
      composition.kind,
      composition.children.map((child) => {
        if ('predicateId' in child) {
          const predicate = predicates.get(child.predicateId);
          return predicate ? channelPredicate(predicate, channel) : 'unknown';
        }
        return evaluateComposition(child.compositionId, inner);
      }),
    );
  };
  return rules.attachments
    .filter((attachment) => attachment.target.type === target.type && attachment.target.id === target.id)
    .every((attachment) => evaluateComposition(attachment.compositionId, new Set()) !== false);
}
