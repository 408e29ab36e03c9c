import type { ThirdPartyScript } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';

const ScriptSchema = z.object({
  id: z.enum(['tagManager', 'abTesting', 'monitoring', 'liveChat']),
  src: z.string(),
  consentCategory: z.string(),
});

export interface ClientConfigRoutesOptions {
  appEnv: string;
  brandName: string;
  scripts: ThirdPartyScript[];
}

/** What the web app needs to know at start: environment, brand, and the third-party scripts it may load. */
export const clientConfigRoutes: FastifyPluginAsyncZod<ClientConfigRoutesOptions> = async (
  app,
  { appEnv, brandName, scripts },
) => {
  app.get(
    '/api/node/v1/gateway-config/availables',
    {
      schema: {
        tags: ['content'],
        summary: 'Configuration publique du site : environnement, marque, scripts tiers autorisés (SPEC §2)',
        response: {
          200: envelopeSchema(
            z.object({ appEnv: z.string(), brandName: z.string(), scripts: z.array(ScriptSchema) }),
          ),
        },
      },
    },
    async () => envelope({ appEnv, brandName, scripts }),
  );

  app.get(
    '/api/v2/livechat',
    {
      schema: {
        tags: ['content'],
        summary: 'Discussion en direct : activée quand un script est configuré',
        response: {
          200: envelopeSchema(z.object({ enabled: z.boolean(), scriptUrl: z.string().nullable() })),
        },
      },
    },
    async () => {
      const liveChat = scripts.find((script) => script.id === 'liveChat');
      return envelope({ enabled: Boolean(liveChat), scriptUrl: liveChat?.src ?? null });
    },
  );
};
