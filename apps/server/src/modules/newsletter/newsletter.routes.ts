import { EmailSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { newsletterSubscriptions } from './newsletter-subscription.table.js';

const NewsletterBodySchema = z.object({
  email: EmailSchema,
  consent: z.literal(true, { error: 'Votre accord est nécessaire pour recevoir la lettre d’information.' }),
  captcha: z.string({ error: 'Veuillez confirmer que vous n’êtes pas un robot.' }).min(1, {
    error: 'Veuillez confirmer que vous n’êtes pas un robot.',
  }),
});

export interface NewsletterRoutesOptions {
  db: Database;
  clock: Clock;
  captcha: CaptchaService;
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { db, clock, captcha },
) => {
  const schema = {
    tags: ['newsletter'],
    summary: 'Inscription à la lettre d’information (captcha ALTCHA vérifié par le serveur)',
    body: NewsletterBodySchema,
    response: { 200: envelopeSchema(z.object({ subscribed: z.literal(true) })) },
  };
  // SPEC lists both calls; they mean the same thing and share this handler.
  for (const url of ['/api/node/v1/newsletter/add', '/api/v2/public/newsletter/subscribe']) {
    app.post(
      url,
      { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async ({ body }) => {
        if (!(await captcha.verify(body.captcha))) {
          throw new BusinessError(
            'CAPTCHA_INVALID',
            'La vérification anti-robot a échoué. Veuillez réessayer.',
            400,
          );
        }
        // Subscribing twice answers the same way, so the form reveals nothing about who is subscribed.
        await db
          .insert(newsletterSubscriptions)
          .values({ email: body.email.toLowerCase(), consentedAt: clock.now(), source: url })
          .onConflictDoNothing();
        return envelope({ subscribed: true as const });
      },
    );
  }
};
