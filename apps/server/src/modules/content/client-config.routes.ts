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
  /** The active comparison sites' gateways (passerelles), as anybody may see them. */
  availableGateways: () => Promise<{ id: string; label: string }[]>;
}

/** What the web app needs to know at start: environment, brand, and the third-party scripts it may load. */
export const clientConfigRoutes: FastifyPluginAsyncZod<ClientConfigRoutesOptions> = async (
  app,
  { appEnv, brandName, scripts, availableGateways },
) => {
  app.get(
    '/api/node/v1/gateway-config/availables',
    {
      schema: {
        tags: ['content'],
        summary:
          'Configuration publique du site : environnement, marque, scripts tiers autorisés (SPEC §2) et passerelles comparateurs actives',
        response: {
          200: envelopeSchema(
            z.object({
              appEnv: z.string(),
              brandName: z.string(),
              scripts: z.array(ScriptSchema),
              gateways: z
                .array(z.object({ id: z.string(), label: z.string() }))
                .describe('Passerelles comparateurs actives (identifiant et libellé)'),
            }),
          ),
        },
      },
    },
    async () => envelope({ appEnv, brandName, scripts, gateways: await availableGateways() }),
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
