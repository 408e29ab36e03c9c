import { data } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { type CatalogueItem, listCatalogue } from '../../catalogue/catalogue-api';
import type {
  Attachment,
  AuditEntry,
  Composition,
  EligibilityFieldView,
  EligibilityTarget,
  Predicate,
} from '../admin-api';
import { adminLoader } from '../admin-loader';

/** An offer or add-on of the catalogue, as a rule target, with its name. */
export interface NamedTarget extends EligibilityTarget {
  name: string;
  /** « Électricité », « Gaz » for offers; the add-on's kind otherwise. */
  detail: string;
}

export function toNamedTargets(items: CatalogueItem[]): NamedTarget[] {
  return items.map((item) => ({
    type: item.type,
    id: item.id,
    name: item.name,
    detail: item.type === 'offer' ? item.energyLabel : item.kindLabel,
  }));
}

const catalogueTargets = async () => toNamedTargets(await listCatalogue(createHttpClient()));

export interface PredicatesData {
  fields: EligibilityFieldView[];
  predicates: Predicate[];
  compositions: Composition[];
}

export const predicatesLoader = adminLoader(async (api): Promise<PredicatesData> => {
  const [fields, predicates, compositions] = await Promise.all([
    api.fields(),
    api.predicates(),
    api.compositions(),
  ]);
  return { fields, predicates, compositions };
});

export interface PredicateEditorData {
  fields: EligibilityFieldView[];
  /** Undefined on « nouveau ». */
  predicate: Predicate | undefined;
}

export const predicateEditorLoader = adminLoader(async (api, { params }): Promise<PredicateEditorData> => {
  const [fields, predicates] = await Promise.all([
    api.fields(),
    params.id ? api.predicates() : Promise.resolve([]),
  ]);
  const predicate = params.id ? predicates.find((candidate) => candidate.id === params.id) : undefined;
  if (params.id && !predicate) throw data(null, { status: 404 });
  return { fields, predicate };
});

export interface CompositionsData {
  fields: EligibilityFieldView[];
  predicates: Predicate[];
  compositions: Composition[];
  attachments: Attachment[];
}

export const compositionsLoader = adminLoader(async (api): Promise<CompositionsData> => {
  const [fields, predicates, compositions, attachments] = await Promise.all([
    api.fields(),
    api.predicates(),
    api.compositions(),
    api.attachments(),
  ]);
  return { fields, predicates, compositions, attachments };
});

export interface CompositionEditorData {
  fields: EligibilityFieldView[];
  predicates: Predicate[];
  compositions: Composition[];
  composition: Composition | undefined;
}

export const compositionEditorLoader = adminLoader(
  async (api, { params }): Promise<CompositionEditorData> => {
    const [fields, predicates, compositions] = await Promise.all([
      api.fields(),
      api.predicates(),
      api.compositions(),
    ]);
    const composition = params.id ? compositions.find((candidate) => candidate.id === params.id) : undefined;
    if (params.id && !composition) throw data(null, { status: 404 });
    return { fields, predicates, compositions, composition };
  },
);

export interface AttachmentsData {
  attachments: Attachment[];
  compositions: Composition[];
  targets: NamedTarget[];
}

export const attachmentsLoader = adminLoader(async (api): Promise<AttachmentsData> => {
  const [attachments, compositions, targets] = await Promise.all([
    api.attachments(),
    api.compositions(),
    catalogueTargets(),
  ]);
  return { attachments, compositions, targets };
});

export interface TryData {
  fields: EligibilityFieldView[];
  targets: NamedTarget[];
}

export const tryLoader = adminLoader(async (api): Promise<TryData> => {
  const [fields, targets] = await Promise.all([api.fields(), catalogueTargets()]);
  return { fields, targets };
});

export const AUDIT_LIMIT = 100;

export const auditLoader = adminLoader(
  async (api): Promise<{ entries: AuditEntry[] }> => ({
    entries: await api.audit(AUDIT_LIMIT),
  }),
);
