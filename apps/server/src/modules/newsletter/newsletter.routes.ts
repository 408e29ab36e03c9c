import { LinkTokenSchema, NewsletterSubscribeSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { NewsletterService } from './newsletter.service.js';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
  captcha: CaptchaService;
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { newsletter, captcha },
) => {
  const tags = ['newsletter'];
  const schema = {
    tags,
    summary:
      'Inscription à la lettre d’information : un lien de confirmation part (double opt-in), captcha ALTCHA',
    body: NewsletterSubscribeSchema,
    response: { 200: envelopeSchema(z.object({ confirmationRequired: z.literal(true) })) },
  };
  // SPEC lists both calls; they mean the same thing and share this handler.
  for (const url of ['/api/node/v1/newsletter/add', '/api/v2/public/newsletter/subscribe']) {
    app.post(url, { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
      if (!(await captcha.verify(request.body.captcha))) {
        throw new BusinessError(
          'CAPTCHA_INVALID',
          'La vérification anti-robot a échoué. Veuillez réessayer.',
        );
      }
      await newsletter.subscribe(request.body.email, { ip: request.ip, source: url });
      return envelope({ confirmationRequired: true as const });
    });
  }

  app.post(
    '/api/node/v1/newsletter/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirme une inscription depuis le lien reçu (valable 7 jours)',
        body: z.object({ token: LinkTokenSchema }),
        response: { 200: envelopeSchema(z.object({ confirmed: z.literal(true) })) },
      },
    },
    async (request) => {
      await newsletter.confirm(request.body.token, request.ip);
      return envelope({ confirmed: true as const });
    },
  );

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe address.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.post(
    '/api/node/v1/newsletter/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Désinscription en un clic (RFC 8058 List-Unsubscribe-Post) ou depuis la page de désinscription',
        params: z.object({ token: z.string().max(100, { error: 'Lien invalide' }) }),
        response: { 200: envelopeSchema(z.object({ unsubscribed: z.literal(true) })) },
      },
    },
    async (request) => {
      await newsletter.unsubscribe(request.params.token);
      return envelope({ unsubscribed: true as const });
    },
  );
};
