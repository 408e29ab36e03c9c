import {
  JobCategorySchema,
  JobOfferInputSchema,
  JobOfferSchema,
  JobOffersQuerySchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { JobOffersService } from './job-offers.service.js';

export interface JobOffersRoutesOptions {
  jobOffers: JobOffersService;
  authorizeAdmin: AuthorizeAdmin;
}

const IdParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant d’offre invalide.' }) });
const OfferEnvelope = envelopeSchema(JobOfferSchema);

/** Recruitment: `offres?limit=9999`, `categories-offres`, an offer's page, and the admin's writing and closing. */
export const jobOffersRoutes: FastifyPluginAsyncZod<JobOffersRoutesOptions> = async (
  app,
  { jobOffers, authorizeAdmin },
) => {
  const asAdmin = authorizeFirst(authorizeAdmin);
  const tags = ['content'];

  app.get(
    '/api/node/v1/offres',
    {
      schema: {
        tags,
        summary: 'Offres d’emploi ouvertes, les plus récentes d’abord, filtrées par catégorie et par ville',
        querystring: JobOffersQuerySchema,
        response: {
          200: envelopeSchema(z.object({ offers: z.array(JobOfferSchema), places: z.array(z.string()) })),
        },
      },
    },
    async (request) => {
      const [offers, places] = await Promise.all([jobOffers.listOpen(request.query), jobOffers.openPlaces()]);
      return envelope({ offers, places });
    },
  );

  app.get(
    '/api/node/v1/offres/:id',
    {
      schema: {
        tags,
        summary: 'Une offre d’emploi, ouverte ou clôturée',
        params: IdParamsSchema,
        response: { 200: OfferEnvelope },
      },
    },
    async (request) => envelope(await jobOffers.get(request.params.id)),
  );

  app.get(
    '/api/node/v1/categories-offres',
    {
      schema: {
        tags,
        summary: 'Catégories des offres d’emploi, avec le nombre d’offres ouvertes de chacune',
        response: { 200: envelopeSchema(z.array(JobCategorySchema)) },
      },
    },
    async () => envelope(await jobOffers.categories()),
  );

  const admin = { onRequest: asAdmin.onRequest };
  app.get(
    '/api/v2/admin/job-offers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Toutes les offres d’emploi, ouvertes et clôturées',
        response: { 200: envelopeSchema(z.array(JobOfferSchema)) },
      },
    },
    async () => envelope(await jobOffers.listAll()),
  );

  app.post(
    '/api/v2/admin/job-offers',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Publie une offre d’emploi (datée du jour)',
        body: JobOfferInputSchema,
        response: { 201: OfferEnvelope },
      },
    },
    async (request, reply) => reply.status(201).send(envelope(await jobOffers.create(request.body))),
  );

  app.put(
    '/api/v2/admin/job-offers/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Modifie une offre ouverte',
        params: IdParamsSchema,
        body: JobOfferInputSchema,
        response: { 200: OfferEnvelope },
      },
    },
    async (request) => envelope(await jobOffers.update(request.params.id, request.body)),
  );

  app.post(
    '/api/v2/admin/job-offers/:id/close',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Clôture une offre : elle quitte la liste, sa page dit qu’elle est pourvue',
        params: IdParamsSchema,
        response: { 200: OfferEnvelope },
      },
    },
    async (request) => envelope(await jobOffers.close(request.params.id)),
  );
};
