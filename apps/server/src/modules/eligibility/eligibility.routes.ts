import {
  ELIGIBILITY_FIELDS,
  ELIGIBILITY_OPERATORS,
  type EligibilityDecision,
  type EligibilityTarget,
  type SalesChannel,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import {
  AttachmentsBodySchema,
  AuditEntrySchema,
  CacheStatusSchema,
  ChangeResultSchema,
  CompositionBodySchema,
  CompositionUpdateBodySchema,
  DecisionSchema,
  EligibilityFieldsSchema,
  EligibilityRequestSchema,
  IdParamsSchema,
  PredicateBodySchema,
  PredicateUpdateBodySchema,
  RulesDocumentSchema,
} from './eligibility.schemas.js';
import type { EligibilityService } from './eligibility.service.js';

export interface EligibilityRoutesOptions {
  eligibility: EligibilityService;
  authorizeAdmin: AuthorizeAdmin;
  /** Admin, or a trusted internal caller (the private SPEC calls). */
  authorizeAdminOrInternal: AuthorizeAdmin;
  /** The caller's sales channel, from their session (the web without a staff session). */
  channelOf: (request: FastifyRequest) => Promise<SalesChannel>;
}

const FIELDS = ELIGIBILITY_FIELDS.map((field) => ({
  key: field.key,
  label: field.label,
  type: field.type,
  operators: field.operators.map((key) => ({
    key,
    label: ELIGIBILITY_OPERATORS[key].label,
    value: ELIGIBILITY_OPERATORS[key].value,
  })),
  ...(field.options ? { options: field.options.map(({ value, label }) => ({ value, label })) } : {}),
}));

function toView({ target, decision }: { target: EligibilityTarget; decision: EligibilityDecision }) {
  return {
    target,
    eligible: decision.eligible,
    reasons: decision.eligible ? [] : decision.failed.map((failure) => failure.message),
  };
}

export const eligibilityRoutes: FastifyPluginAsyncZod<EligibilityRoutesOptions> = async (
  app,
  { eligibility, authorizeAdmin, authorizeAdminOrInternal, channelOf },
) => {
  const tags = ['eligibility'];
  const adminTags = ['admin'];
  const changed = { 200: envelopeSchema(ChangeResultSchema) };
  const asAdmin = authorizeFirst(authorizeAdmin);
  const asAdminOrInternal = authorizeFirst(authorizeAdminOrInternal);

  app.get(
    '/api/node/v1/resources/eligibility-fields',
    {
      schema: {
        tags,
        summary: 'Champs et opérateurs du moteur d’éligibilité, pour le constructeur de règles',
        response: { 200: envelopeSchema(EligibilityFieldsSchema) },
      },
    },
    async () => envelope(FIELDS),
  );

  app.post(
    '/api/v2/eligibility',
    {
      schema: {
        tags,
        summary:
          'Offres et options éligibles pour un contexte (code postal, énergie…), avec les raisons des refus ; le canal est celui de l’appelant, et une offre réservée à un autre canal n’apparaît pas',
        body: EligibilityRequestSchema,
        response: { 200: envelopeSchema(z.array(DecisionSchema)) },
      },
    },
    async (request) => {
      const channel = await channelOf(request);
      const [decisions, isOpen] = await Promise.all([
        eligibility.decisions({ ...request.body.context, channel }, request.body.targets),
        eligibility.openTo(channel),
      ]);
      return envelope(decisions.filter(({ target }) => isOpen(target)).map(toView));
    },
  );

  // Admin: predicates and compositions (SPEC §7 « Admin eligibility »).
  app.get(
    '/api/v2/admin/predicates',
    { onRequest: asAdmin.onRequest, schema: { tags: adminTags, summary: 'Prédicats' } },
    async () => envelope((await eligibility.exportDocument()).predicates),
  );
  app.post(
    '/api/v2/admin/predicates',
    {
      onRequest: asAdmin.onRequest,
      schema: { tags: adminTags, summary: 'Crée un prédicat', body: PredicateBodySchema, response: changed },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.createPredicate(admin.email, request.body));
    },
  );
  app.put(
    '/api/v2/admin/predicates/:id',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Modifie un prédicat',
        params: IdParamsSchema,
        body: PredicateUpdateBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.updatePredicate(admin.email, request.params.id, request.body));
    },
  );
  app.delete(
    '/api/v2/admin/predicates/:id',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Supprime un prédicat inutilisé',
        params: IdParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.deletePredicate(admin.email, request.params.id));
    },
  );

  app.get(
    '/api/v2/admin/compositions',
    { onRequest: asAdmin.onRequest, schema: { tags: adminTags, summary: 'Compositions' } },
    async () => envelope((await eligibility.exportDocument()).compositions),
  );
  app.post(
    '/api/v2/admin/compositions',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Crée une composition',
        body: CompositionBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.createComposition(admin.email, request.body));
    },
  );
  app.put(
    '/api/v2/admin/compositions/:id',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Modifie une composition',
        params: IdParamsSchema,
        body: CompositionUpdateBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.updateComposition(admin.email, request.params.id, request.body));
    },
  );
  app.delete(
    '/api/v2/admin/compositions/:id',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Supprime une composition inutilisée',
        params: IdParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.deleteComposition(admin.email, request.params.id));
    },
  );

  app.get(
    '/api/v2/admin/attachments',
    { onRequest: asAdmin.onRequest, schema: { tags: adminTags, summary: 'Rattachements aux offres' } },
    async () => envelope((await eligibility.exportDocument()).attachments),
  );
  app.put(
    '/api/v2/admin/attachments',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Remplace les rattachements des compositions aux offres et options',
        body: AttachmentsBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.replaceAttachments(admin.email, request.body.attachments));
    },
  );

  app.get(
    '/api/v2/admin/eligibility/export',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Exporte les règles (document JSON versionné)',
        response: { 200: RulesDocumentSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="regles-eligibilite.json"');
      return eligibility.exportDocument();
    },
  );
  app.post(
    '/api/v2/admin/eligibility/import',
    {
      bodyLimit: 1_048_576,
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary:
          'Importe un document de règles : tout est vérifié d’abord, puis appliqué en entier ou pas du tout',
        body: RulesDocumentSchema,
        response: changed,
      },
    },
    async (request) => {
      const admin = asAdmin.callerOf(request);
      return envelope(await eligibility.importDocument(admin.email, request.body));
    },
  );
  app.post(
    '/api/v2/admin/eligibility/try',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Essaie un contexte : quelles offres passent, et pourquoi les autres échouent',
        body: EligibilityRequestSchema,
        response: { 200: envelopeSchema(z.array(DecisionSchema)) },
      },
    },
    async (request) =>
      envelope((await eligibility.decisions(request.body.context, request.body.targets)).map(toView)),
  );
  app.get(
    '/api/v2/admin/eligibility/audit',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: adminTags,
        summary: 'Journal des modifications des règles (qui, quand, avant, après)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1_000).default(100) }),
        response: { 200: envelopeSchema(z.array(AuditEntrySchema)) },
      },
    },
    async (request) => {
      const rows = await eligibility.auditLog(request.query.limit);
      return envelope(rows.map((row) => ({ ...row, at: row.at.toISOString() })));
    },
  );

  // Cache of compiled rules (SPEC §7): every path that means "clear" or "refresh" shares one handler.
  const CacheEnvelope = { 200: envelopeSchema(CacheStatusSchema) };
  const clearCache = async () => {
    eligibility.clearCache();
    return envelope(await eligibility.refresh().then((status) => ({ cached: true, ...status })));
  };
  const cacheStatus = async () => envelope(await eligibility.cacheStatus());
  const summary = (text: string) => ({ tags: ['eligibility-cache'], summary: text, response: CacheEnvelope });
  const onRequest = asAdminOrInternal.onRequest;
  app.get(
    '/api/v3/eligibility-cache',
    { onRequest, schema: summary('État du cache des règles compilées') },
    cacheStatus,
  );
  app.get(
    '/api/node/v1/private/ms-cart-engine/eligibility-cache',
    { onRequest, schema: summary('État du cache (appel privé)') },
    cacheStatus,
  );
  app.get(
    '/api/node/v1/private/drupal/eligibility-cache',
    { onRequest, schema: summary('État du cache (appel privé)') },
    cacheStatus,
  );
  for (const url of [
    '/api/v2/admin/clear-eligibility-cache',
    '/api/v3/eligibility-cache/clear-compositions',
    '/api/node/v1/private/ms-cart-engine/eligibility-clear-cache',
    '/api/node/v1/private/ms-cart-engine/refresh-config',
  ]) {
    app.post(url, { onRequest, schema: summary('Vide le cache des règles et les recompile') }, clearCache);
  }
  app.post(
    '/api/node/v1/private/drupal/eligibility-action',
    {
      onRequest,
      schema: {
        ...summary('Action sur le cache des règles : « clear » le vide, « status » en donne l’état'),
        body: z.object({
          action: z.enum(['clear', 'status'], { error: 'Action attendue : clear ou status' }),
        }),
      },
    },
    async (request) => (request.body.action === 'clear' ? clearCache() : cacheStatus()),
  );
};
