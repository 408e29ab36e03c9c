import { randomUUID } from 'node:crypto';
import {
  type CompiledRules,
  type Composition,
  compileRules,
  type EligibilityContext,
  type EligibilityDecision,
  type EligibilityRulesDocument,
  type EligibilityTarget,
  eligibleTargets,
  evaluateTargets,
  isOpenToChannel,
  type Predicate,
  type SalesChannel,
  validateRulesDocument,
} from '@voltaire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database, DatabaseHandle, Transaction } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { ELIGIBILITY_CHANNEL, type EligibilityRepository } from './eligibility.repository.js';

export interface EligibilityServiceDeps {
  db: Database;
  database: Pick<DatabaseHandle, 'listen'>;
  repository: EligibilityRepository;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Every offer and product the catalogue can show, in display order. */
  listTargets: () => Promise<EligibilityTarget[]>;
}

interface CachedRules {
  version: number;
  document: EligibilityRulesDocument;
  compiled: CompiledRules;
  compiledAt: Date;
  counts: { predicates: number; compositions: number; attachments: number };
  /** Whether each target is open to each channel, worked out once per version of the rules. */
  openness: Map<SalesChannel, Map<string, boolean>>;
}

/** Targets are few (the catalogue); ids sent by callers beyond this are answered without being remembered. */
const MAX_REMEMBERED_TARGETS = 1_000;

type EntityType = 'predicate' | 'composition' | 'attachments' | 'document';

interface Change {
  action: 'create' | 'update' | 'delete' | 'replace' | 'import';
  entityType: EntityType;
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** The whole rules document once the change is applied: validated before anything is written. */
  document: EligibilityRulesDocument;
  persist(tx: Transaction): Promise<void>;
}

const notFound = (what: string, id: string) =>
  new BusinessError('NOT_FOUND', `${what} « ${id} » est introuvable.`);

export function createEligibilityService(deps: EligibilityServiceDeps) {
  const { db, database, repository, clock, logger, listTargets } = deps;
  let cache: Promise<CachedRules> | undefined;

  const loadRules = async (): Promise<CachedRules> => {
    const version = await repository.version(db);
    const document = await repository.loadDocument(db);
    const compiled = compileRules(document);
    if (!compiled.ok) {
      logger.error({ problems: compiled.problems }, 'stored eligibility rules are invalid');
      throw new BusinessError(
        'RULES_UNAVAILABLE',
        'Les règles d’éligibilité sont momentanément indisponibles.',
      );
    }
    return {
      version,
      document,
      compiled: compiled.value,
      compiledAt: clock.now(),
      counts: {
        predicates: document.predicates.length,
        compositions: document.compositions.length,
        attachments: document.attachments.length,
      },
      openness: new Map(),
    };
  };

  const rules = (): Promise<CachedRules> => {
    cache ??= loadRules().catch((error: unknown) => {
      cache = undefined;
      throw error;
    });
    return cache;
  };

  const clearCache = () => {
    cache = undefined;
  };

  /** Applies one admin change in a transaction: all-or-nothing, audited, announced to every instance. */
  const applyChange = async (actor: string, buildChange: (document: EligibilityRulesDocument) => Change) => {
    const result = await db.transaction(async (tx) => {
      const version = await repository.bumpVersion(tx);
      const change = buildChange(await repository.loadDocument(tx));
      const validation = validateRulesDocument(change.document);
      if (!validation.ok) {
        throw new BusinessError(
          'INVALID_RULES',
          validation.message,
          validation.problems.map((problem) => ({
            code: 'INVALID_RULES',
            message: problem.message,
            field: problem.path.join('.'),
          })),
        );
      }
      await change.persist(tx);
      await repository.audit(tx, {
        id: randomUUID(),
        actor,
        action: change.action,
        entityType: change.entityType,
        entityId: change.entityId,
        before: change.before ?? null,
        after: change.after ?? null,
        at: clock.now(),
      });
      await repository.notifyChange(tx, version);
      return { version, after: change.after };
    });
    clearCache();
    return result;
  };

  const referencesTo = (
    document: EligibilityRulesDocument,
    kind: 'predicateId' | 'compositionId',
    id: string,
  ) => [
    ...document.compositions
      .filter((composition) =>
        composition.children.some((child) => kind in child && (child as Record<string, string>)[kind] === id),
      )
      .map((composition) => `la composition « ${composition.name} »`),
    ...(kind === 'compositionId'
      ? document.attachments
          .filter((attachment) => attachment.compositionId === id)
          .map(
            (attachment) =>
              `l’${attachment.target.type === 'offer' ? 'offre' : 'option'} « ${attachment.target.id} »`,
          )
      : []),
  ];

  return {
    /** Subscribes to changes made by any instance; returns the unsubscribe function. */
    watchChanges: () =>
      database.listen(ELIGIBILITY_CHANNEL, () => {
        clearCache();
      }),

    clearCache,

    async cacheStatus() {
      const cached = cache ? await cache.catch(() => undefined) : undefined;
      return cached
        ? {
            cached: true,
            version: cached.version,
            compiledAt: cached.compiledAt.toISOString(),
            ...cached.counts,
          }
        : { cached: false, version: await repository.version(db), compiledAt: null };
    },

    async refresh() {
      clearCache();
      const loaded = await rules();
      return { version: loaded.version, compiledAt: loaded.compiledAt.toISOString(), ...loaded.counts };
    },

    /** The compiled rules, for callers that evaluate inside their own transaction (the order engine). */
    compiled: async (): Promise<CompiledRules> => (await rules()).compiled,

    async eligible<T extends EligibilityTarget>(
      context: EligibilityContext,
      candidates: readonly T[],
    ): Promise<T[]> {
      return eligibleTargets((await rules()).compiled, context, candidates);
    },

    /**
     * Whether the rules leave a target open to a channel (`isOpenToChannel`): what a channel may see of the
     * catalogue, an offer reserved to another channel being invisible to it.
     */
    async openTo(channel: SalesChannel): Promise<(target: EligibilityTarget) => boolean> {
      const { document, openness } = await rules();
      let byTarget = openness.get(channel);
      if (!byTarget) {
        byTarget = new Map();
        openness.set(channel, byTarget);
      }
      const remembered = byTarget;
      return (target) => {
        const key = `${target.type}:${target.id}`;
        const known = remembered.get(key);
        if (known !== undefined) return known;
        const open = isOpenToChannel(document, target, channel);
        if (remembered.size < MAX_REMEMBERED_TARGETS) remembered.set(key, open);
        return open;
      };
    },

    async decisions(
      context: EligibilityContext,
      candidates?: readonly EligibilityTarget[],
    ): Promise<Array<{ target: EligibilityTarget; decision: EligibilityDecision }>> {
      return evaluateTargets((await rules()).compiled, context, candidates ?? (await listTargets()));
    },

    exportDocument: () => repository.loadDocument(db),

    auditLog: (limit = 100) => repository.auditLog(db, limit),

    createPredicate: (actor: string, predicate: Predicate) =>
      applyChange(actor, (document) => {
        if (document.predicates.some((existing) => existing.id === predicate.id)) {
          throw new BusinessError(
            'ALREADY_EXISTS',
            `Un prédicat porte déjà l’identifiant « ${predicate.id} ».`,
          );
        }
        return {
          action: 'create',
          entityType: 'predicate',
          entityId: predicate.id,
          before: null,
          after: predicate,
          document: { ...document, predicates: [...document.predicates, predicate] },
          persist: (tx) => repository.savePredicate(tx, predicate, document.predicates.length),
        };
      }),

    updatePredicate: (actor: string, id: string, data: Omit<Predicate, 'id'>) =>
      applyChange(actor, (document) => {
        const index = document.predicates.findIndex((existing) => existing.id === id);
        const before = document.predicates[index];
        if (!before) throw notFound('Le prédicat', id);
        const predicate = { ...data, id };
        const predicates = document.predicates.with(index, predicate);
        return {
          action: 'update',
          entityType: 'predicate',
          entityId: id,
          before,
          after: predicate,
          document: { ...document, predicates },
          persist: (tx) => repository.savePredicate(tx, predicate, index),
        };
      }),

    deletePredicate: (actor: string, id: string) =>
      applyChange(actor, (document) => {
        const before = document.predicates.find((existing) => existing.id === id);
        if (!before) throw notFound('Le prédicat', id);
        const users = referencesTo(document, 'predicateId', id);
        if (users.length > 0) {
          throw new BusinessError(
            'IN_USE',
            `Le prédicat « ${before.name} » est utilisé par ${users.join(', ')} : retirez-le d’abord.`,
          );
        }
        return {
          action: 'delete',
          entityType: 'predicate',
          entityId: id,
          before,
          after: null,
          document: { ...document, predicates: document.predicates.filter((existing) => existing.id !== id) },
          persist: (tx) => repository.deletePredicate(tx, id),
        };
      }),

    createComposition: (actor: string, composition: Composition) =>
      applyChange(actor, (document) => {
        if (document.compositions.some((existing) => existing.id === composition.id)) {
          throw new BusinessError(
            'ALREADY_EXISTS',
            `Une composition porte déjà l’identifiant « ${composition.id} ».`,
          );
        }
        return {
          action: 'create',
          entityType: 'composition',
          entityId: composition.id,
          before: null,
          after: composition,
          document: { ...document, compositions: [...document.compositions, composition] },
          persist: (tx) => repository.saveComposition(tx, composition, document.compositions.length),
        };
      }),

    updateComposition: (actor: string, id: string, data: Omit<Composition, 'id'>) =>
      applyChange(actor, (document) => {
        const index = document.compositions.findIndex((existing) => existing.id === id);
        const before = document.compositions[index];
        if (!before) throw notFound('La composition', id);
        const composition = { ...data, id };
        return {
          action: 'update',
          entityType: 'composition',
          entityId: id,
          before,
          after: composition,
          document: { ...document, compositions: document.compositions.with(index, composition) },
          persist: (tx) => repository.saveComposition(tx, composition, index),
        };
      }),

    deleteComposition: (actor: string, id: string) =>
      applyChange(actor, (document) => {
        const before = document.compositions.find((existing) => existing.id === id);
        if (!before) throw notFound('La composition', id);
        const users = referencesTo(document, 'compositionId', id);
        if (users.length > 0) {
          throw new BusinessError(
            'IN_USE',
            `La composition « ${before.name} » est utilisée par ${users.join(', ')} : retirez-la d’abord.`,
          );
        }
        return {
          action: 'delete',
          entityType: 'composition',
          entityId: id,
          before,
          after: null,
          document: {
            ...document,
            compositions: document.compositions.filter((existing) => existing.id !== id),
          },
          persist: (tx) => repository.deleteComposition(tx, id),
        };
      }),

    replaceAttachments: (actor: string, attachments: EligibilityRulesDocument['attachments']) =>
      applyChange(actor, (document) => ({
        action: 'replace',
        entityType: 'attachments',
        entityId: null,
        before: document.attachments,
        after: attachments,
        document: { ...document, attachments },
        persist: (tx) => repository.replaceAttachments(tx, attachments),
      })),

    importDocument: (actor: string, imported: EligibilityRulesDocument) =>
      applyChange(actor, (document) => ({
        action: 'import',
        entityType: 'document',
        entityId: null,
        before: document,
        after: imported,
        document: imported,
        persist: (tx) => repository.replaceAll(tx, imported),
      })),
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
