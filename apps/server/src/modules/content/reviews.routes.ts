import {
  ModeratedReviewSchema,
  REVIEW_STATUSES,
  ReviewModerationSchema,
  ReviewsPageSchema,
  ReviewsQuerySchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { ReviewsService } from './reviews.service.js';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  authorizeAdmin: AuthorizeAdmin;
}

const IdParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant d’avis invalide.' }) });

/** `avisverifies/get-avis` (public) and the moderation of our reviews table (admins). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  app,
  { reviews, authorizeAdmin },
) => {
  const asAdmin = authorizeFirst(authorizeAdmin);

  app.get(
    '/api/v2/avisverifies/get-avis',
    {
      schema: {
        tags: ['content'],
        summary:
          'Avis clients publiés : la note globale (moyenne, nombre d’avis, meilleure note 5) et une page d’avis, filtrés par note',
        querystring: ReviewsQuerySchema,
        response: { 200: envelopeSchema(ReviewsPageSchema) },
      },
    },
    async (request) => envelope(await reviews.page(request.query)),
  );

  app.get(
    '/api/v2/admin/reviews',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Avis clients à modérer, publiés ou masqués (tous sans filtre)',
        querystring: z.object({
          status: z.enum(REVIEW_STATUSES, { error: 'Statut d’avis inconnu.' }).optional(),
        }),
        response: { 200: envelopeSchema(z.array(ModeratedReviewSchema)) },
      },
    },
    async (request) => envelope(await reviews.listForModeration(request.query.status)),
  );

  app.post(
    '/api/v2/admin/reviews/:id/moderation',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags: ['admin'],
        summary:
          'Modère un avis : le publier, le masquer avec une raison, ou y répondre au nom du fournisseur',
        params: IdParamsSchema,
        body: ReviewModerationSchema,
        response: { 200: envelopeSchema(ModeratedReviewSchema) },
      },
    },
    async (request) =>
      envelope(await reviews.moderate(request.params.id, request.body, asAdmin.callerOf(request).email)),
  );
};
