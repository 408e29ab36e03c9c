import {
  CaseDetailSchema,
  CaseListQuerySchema,
  CaseNoteBodySchema,
  CaseReplyBodySchema,
  CaseSummarySchema,
  CaseUpdateSchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { CasesService } from './cases.service.js';

export interface CasesAdminRoutesOptions {
  cases: CasesService;
  authorizeAdmin: AuthorizeAdmin;
}

const CaseParamsSchema = z.object({ id: z.uuid({ error: 'Demande introuvable' }) });
const DetailResponse = { 200: envelopeSchema(CaseDetailSchema) };

/** The back office's case inbox: list, detail, status and assignment, internal notes, replies by e-mail. */
export const casesAdminRoutes: FastifyPluginAsyncZod<CasesAdminRoutesOptions> = async (
  app,
  { cases, authorizeAdmin },
) => {
  const admin = authorizeFirst(authorizeAdmin);
  const tags = ['cases', 'admin'];
  const base = '/api/v2/admin/cases';

  app.get(
    base,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Demandes des clients, les plus récentes d’abord, avec le nombre par statut',
        querystring: CaseListQuerySchema,
        response: {
          200: envelopeSchema(
            z.object({
              cases: z.array(CaseSummarySchema),
              counts: z.object({
                new: z.number(),
                inProgress: z.number(),
                answered: z.number(),
                closed: z.number(),
              }),
            }),
          ),
        },
      },
    },
    async (request) =>
      envelope({ cases: await cases.list(request.query), counts: await cases.statusCounts() }),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Une demande, ses pièces jointes, notes et réponses',
        params: CaseParamsSchema,
        response: DetailResponse,
      },
    },
    async (request) => envelope(await cases.get(request.params.id)),
  );

  app.patch(
    `${base}/:id`,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Change le statut (nouvelle, en cours, répondue, clôturée) ou la personne assignée',
        params: CaseParamsSchema,
        body: CaseUpdateSchema,
        response: DetailResponse,
      },
    },
    async (request) => envelope(await cases.update(request.params.id, request.body)),
  );

  app.post(
    `${base}/:id/notes`,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Ajoute une note interne (jamais envoyée au client)',
        params: CaseParamsSchema,
        body: CaseNoteBodySchema,
        response: DetailResponse,
      },
    },
    async (request) =>
      envelope(await cases.addNote(request.params.id, request.body.text, admin.callerOf(request).email)),
  );

  app.post(
    `${base}/:id/reply`,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Répond au client par e-mail (boîte d’envoi) ; la demande passe « répondue »',
        params: CaseParamsSchema,
        body: CaseReplyBodySchema,
        response: DetailResponse,
      },
    },
    async (request) =>
      envelope(await cases.reply(request.params.id, request.body.text, admin.callerOf(request).email)),
  );

  app.get(
    `${base}/:id/attachments/:attachmentId`,
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Télécharge une pièce jointe (réservé aux administrateurs, jamais affichée dans la page)',
        params: CaseParamsSchema.extend({ attachmentId: z.uuid({ error: 'Pièce jointe introuvable' }) }),
      },
    },
    async (request, reply) => {
      const { row, stream } = await cases.openAttachment(request.params.id, request.params.attachmentId);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', String(row.size))
        .header(
          'content-disposition',
          `attachment; filename="${row.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
