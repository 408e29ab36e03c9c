import { ELIGIBILITY_OPERATORS } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';

/** What an operator's value holds (resources/eligibility-fields). */
export type OperatorValueKind = 'single' | 'list' | 'range' | 'none';

export interface EligibilityOperatorView {
  key: string;
  label: string;
  /** What the operator's value holds (see `withValueKinds`). */
  value: OperatorValueKind;
}

/** One context field of the eligibility engine, as the registry describes it for the rule builder. */
export interface EligibilityFieldView {
  key: string;
  label: string;
  type: 'string' | 'number' | 'boolean' | 'date' | 'enum';
  operators: EligibilityOperatorView[];
  options?: { value: string; label: string }[];
}

export type PredicateValue = string | number | (string | number)[] | null | undefined;

export interface Predicate {
  id: string;
  name: string;
  field: string;
  operator: string;
  value?: PredicateValue;
}

export type CompositionKind = 'all' | 'any' | 'not';
export type CompositionChild = { predicateId: string } | { compositionId: string };

export interface Composition {
  id: string;
  name: string;
  kind: CompositionKind;
  children: CompositionChild[];
}

export type TargetType = 'offer' | 'product';
export interface EligibilityTarget {
  type: TargetType;
  id: string;
}

export interface Attachment {
  target: EligibilityTarget;
  compositionId: string;
}

export interface RulesDocument {
  version: number;
  predicates: Predicate[];
  compositions: Composition[];
  attachments: Attachment[];
}

export interface EligibilityDecisionView {
  target: EligibilityTarget;
  eligible: boolean;
  /** The conditions that failed, in French. */
  reasons: string[];
}

export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

export interface CacheStatus {
  cached: boolean;
  version: number;
  compiledAt: string | null;
  predicates?: number;
  compositions?: number;
  attachments?: number;
}

export type EligibilityContextInput = Record<string, string | number | boolean>;

const ADMIN = '/api/v2/admin';
export const EXPORT_PATH = `${ADMIN}/eligibility/export`;
export const ELIGIBILITY_FIELDS_PATH = '/api/node/v1/resources/eligibility-fields';

const data = async <T>(promise: Promise<ApiEnvelope<T>>): Promise<T> => (await promise).data;

/**
 * The registry's operators say what their value holds; should an operator come without it, the domain's table
 * of operators (the same data the server's registry is built from) says it.
 */
export function withValueKinds(fields: EligibilityFieldView[]): EligibilityFieldView[] {
  const known: Record<string, { value: OperatorValueKind }> = ELIGIBILITY_OPERATORS;
  return fields.map((field) => ({
    ...field,
    operators: field.operators.map((operator) => ({
      ...operator,
      value: operator.value ?? known[operator.key]?.value ?? 'single',
    })),
  }));
}
const byId = (id: string) => encodeURIComponent(id);

/** The admin calls of the eligibility rules (SPEC §7 « Admin eligibility »), each returning the envelope's data. */
export function createAdminApi(http: HttpClient) {
  return {
    fields: async () =>
      withValueKinds(
        await data(
          http.get<ApiEnvelope<EligibilityFieldView[]>>(ELIGIBILITY_FIELDS_PATH, {
            retry: { attempts: 2, delayMs: 500 },
          }),
        ),
      ),
    predicates: () => data(http.get<ApiEnvelope<Predicate[]>>(`${ADMIN}/predicates`)),
    createPredicate: (predicate: Predicate) =>
      data(http.post<ApiEnvelope<{ version: number }>>(`${ADMIN}/predicates`, predicate)),
    updatePredicate: ({ id, ...rest }: Predicate) =>
      data(http.put<ApiEnvelope<{ version: number }>>(`${ADMIN}/predicates/${byId(id)}`, rest)),
    deletePredicate: (id: string) =>
      data(http.delete<ApiEnvelope<{ version: number }>>(`${ADMIN}/predicates/${byId(id)}`)),
    compositions: () => data(http.get<ApiEnvelope<Composition[]>>(`${ADMIN}/compositions`)),
    createComposition: (composition: Composition) =>
      data(http.post<ApiEnvelope<{ version: number }>>(`${ADMIN}/compositions`, composition)),
    updateComposition: ({ id, ...rest }: Composition) =>
      data(http.put<ApiEnvelope<{ version: number }>>(`${ADMIN}/compositions/${byId(id)}`, rest)),
    deleteComposition: (id: string) =>
      data(http.delete<ApiEnvelope<{ version: number }>>(`${ADMIN}/compositions/${byId(id)}`)),
    attachments: () => data(http.get<ApiEnvelope<Attachment[]>>(`${ADMIN}/attachments`)),
    replaceAttachments: (attachments: Attachment[]) =>
      data(http.put<ApiEnvelope<{ version: number }>>(`${ADMIN}/attachments`, { attachments })),
    importRules: (document: unknown) =>
      data(http.post<ApiEnvelope<{ version: number }>>(`${ADMIN}/eligibility/import`, document)),
    tryContext: (context: EligibilityContextInput, targets?: EligibilityTarget[]) =>
      data(
        http.post<ApiEnvelope<EligibilityDecisionView[]>>(`${ADMIN}/eligibility/try`, {
          context,
          ...(targets ? { targets } : {}),
        }),
      ),
    audit: (limit = 100) =>
      data(http.get<ApiEnvelope<AuditEntry[]>>(`${ADMIN}/eligibility/audit?limit=${limit}`)),
    clearCache: () => data(http.post<ApiEnvelope<CacheStatus>>(`${ADMIN}/clear-eligibility-cache`, {})),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
