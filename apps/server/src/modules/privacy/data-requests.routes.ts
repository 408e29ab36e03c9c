import { DataRequestSchema, DataRequestViewSchema, LinkTokenSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { DataRequestsService } from './data-requests.service.js';

export interface DataRequestsRoutesOptions {
  requests: DataRequestsService;
  captcha: CaptchaService;
  authorizeAdmin: AuthorizeAdmin;
}

/** « Données personnelles »: the public request form, its verification link, and the back office. */
export const dataRequestsRoutes: FastifyPluginAsyncZod<DataRequestsRoutesOptions> = async (
  app,
  { requests, captcha, authorizeAdmin },
) => {
  const tags = ['privacy'];
  app.post(
    '/api/node/v1/rgpd/requests',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Demande d’export ou d’effacement de ses données ; un lien de vérification part à l’adresse (captcha)',
        body: DataRequestSchema,
        response: { 202: envelopeSchema(z.object({ verificationSent: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const { captcha: solution, ...input } = request.body;
      if (!(await captcha.verify(solution))) {
        throw new BusinessError(
          'CAPTCHA_INVALID',
          'La vérification anti-robot a échoué. Veuillez réessayer.',
        );
      }
      await requests.request(input, request.ip);
      return reply.code(202).send(envelope({ verificationSent: true as const }));
    },
  );

  app.post(
    '/api/node/v1/rgpd/requests/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirme une demande depuis le lien reçu (7 jours) ; le service client la traite ensuite',
        body: z.object({ token: LinkTokenSchema }),
        response: {
          200: envelopeSchema(
            z.object({ kind: DataRequestViewSchema.shape.kind, answerWithinDays: z.number() }),
          ),
        },
      },
    },
    async (request) => {
      const verified = await requests.verify(request.body.token);
      return envelope({ kind: verified.kind, answerWithinDays: requests.answerWithinDays });
    },
  );

  const admin = authorizeFirst(authorizeAdmin);
  app.get(
    '/api/v2/admin/data-requests',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Demandes RGPD, les plus récentes d’abord',
        response: { 200: envelopeSchema(z.array(DataRequestViewSchema)) },
      },
    },
    async () => envelope(await requests.list()),
  );

  app.post(
    '/api/v2/admin/data-requests/:id/handle',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: [...tags, 'admin'],
        summary:
          'Traite une demande vérifiée : export envoyé par e-mail, ou effacement dans chaque module ; ou refus motivé',
        params: z.object({ id: z.uuid({ error: 'Demande introuvable' }) }),
        body: z
          .object({
            accept: z.boolean({ error: 'Indiquez si la demande est acceptée' }),
            reason: z.string().trim().max(1_000).default(''),
          })
          .refine((body) => body.accept || body.reason.length > 0, {
            error: 'Indiquez le motif du refus',
            path: ['reason'],
          }),
        response: { 200: envelopeSchema(DataRequestViewSchema) },
      },
    },
    async (request) =>
      envelope(await requests.handle(request.params.id, request.body, admin.callerOf(request).email)),
  );
};
