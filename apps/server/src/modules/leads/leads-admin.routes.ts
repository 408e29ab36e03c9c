import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { LeadPrivacy } from './lead-privacy.js';

const LeadParams = z.object({ id: z.uuid({ error: 'Lead introuvable' }) });

/** Leads in the back office: search, RGPD export (a JSON file) and erasure. */
export const leadsAdminRoutes: FastifyPluginAsyncZod<{
  privacy: LeadPrivacy;
  authorizeAdmin: AuthorizeAdmin;
}> = async (app, { privacy, authorizeAdmin }) => {
  const admin = authorizeFirst(authorizeAdmin);
  const tags = ['leads', 'admin'];

  app.get(
    '/api/v2/admin/leads',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Cherche des prospects par e-mail, nom ou téléphone (les 50 plus récents)',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: {
          200: envelopeSchema(
            z.object({
              leads: z.array(
                z.object({
                  id: z.uuid(),
                  channel: z.string(),
                  status: z.string(),
                  firstName: z.string().nullable(),
                  lastName: z.string().nullable(),
                  email: z.string().nullable(),
                  phone: z.string().nullable(),
                  marketingOptIn: z.boolean(),
                  lastContactAt: z.iso.datetime(),
                  anonymisedAt: z.iso.datetime().nullable(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => envelope({ leads: await privacy.search(request.query.q) }),
  );

  app.get(
    '/api/v2/admin/leads/:id/export',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Export RGPD d’un prospect (fichier JSON : lead, paniers abandonnés, messages CRM)',
        params: LeadParams,
      },
    },
    async (request, reply) => {
      const data = await privacy.exportLead(request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="prospect-${request.params.id}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/v2/admin/leads/:id/erase',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary:
          'Efface maintenant les données personnelles d’un prospect (RGPD art. 17) ; le CRM reçoit le lead vidé',
        params: LeadParams,
        response: {
          200: envelopeSchema(z.object({ leads: z.number().int(), cancelledBaskets: z.number().int() })),
        },
      },
    },
    async (request) => envelope(await privacy.eraseLead(request.params.id)),
  );
};
