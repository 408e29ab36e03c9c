import {
  CarSimulationShareSchema,
  type ChannelOffer,
  ChannelOfferSchema,
  OrderDocumentViewSchema,
  PlaceOfSaleSchema,
  type Seller,
  SellerDocumentKindSchema,
} from '@voltaire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import {
  readUploadedFile,
  registerMultipartUploads,
  UPLOAD_BODY_LIMIT,
} from '../../http/multipart-upload.js';
import { sendStoredDocument } from '../../http/send-stored-document.js';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import type { Agent } from '../agent-desk/agent-desk.service.js';
import type { OnSiteSigning } from '../signing/on-site-signing.service.js';
import { clientOf } from '../signing/signing.schemas.js';
import type { CarSimulationShareService } from './car-simulation-share.service.js';
import type { DocumentViewer, OrderDocuments } from './order-documents.service.js';

export interface FieldSalesRoutesOptions {
  documents: OrderDocuments;
  /** Every document goes through it before it is kept. */
  scanner: VirusScanner;
  onSiteSigning: OnSiteSigning;
  simulationShare: CarSimulationShareService;
  authorizeAgent: (request: FastifyRequest) => Promise<Agent>;
  authorizeDocumentViewer: (request: FastifyRequest) => Promise<DocumentViewer>;
  /** The seller as the evidence file names them (display name, organisation). */
  sellerOf: (agent: Agent, request: FastifyRequest) => Promise<Seller>;
  /** The market offers a channel may sell, each marked `reserved` when the web may not see it. */
  channelCatalogue: (channel: Agent['channel']) => Promise<ChannelOffer[]>;
  /** The web session of the browser the request comes from, opened when missing (the seller's tablet). */
  webSession: { ensure(request: FastifyRequest, reply: FastifyReply): Promise<string> };
}

const OrderParams = z.object({ orderId: z.uuid({ error: 'Identifiant de commande invalide' }) });
const UploadFieldsSchema = z.object({
  orderId: z.uuid({ error: 'Identifiant de commande invalide' }),
  kind: SellerDocumentKindSchema,
});

const CHANNEL_REFUSALS = {
  doorToDoor:
    'Cette action est réservée à la vente à domicile ; envoyez plutôt un lien de signature au client.',
  dealership: 'L’envoi d’une simulation de voiture électrique est réservé aux concessions.',
} as const;

/** An agent of one channel only, checked before the body is read (403 in French for another channel). */
const agentOf =
  (authorizeAgent: (request: FastifyRequest) => Promise<Agent>, channel: keyof typeof CHANNEL_REFUSALS) =>
  async (request: FastifyRequest): Promise<Agent> => {
    const agent = await authorizeAgent(request);
    if (agent.channel !== channel) throw new BusinessError('FORBIDDEN', CHANNEL_REFUSALS[channel]);
    return agent;
  };

/** Door-to-door documents and on-the-spot signature, the dealership's simulation sent to the buyer. */
export const fieldSalesRoutes: FastifyPluginAsyncZod<FieldSalesRoutesOptions> = async (app, options) => {
  const { documents, onSiteSigning, simulationShare } = options;
  const asAgent = authorizeFirst(options.authorizeAgent);
  const asSeller = authorizeFirst(agentOf(options.authorizeAgent, 'doorToDoor'));
  const asDealer = authorizeFirst(agentOf(options.authorizeAgent, 'dealership'));
  const asViewer = authorizeFirst(options.authorizeDocumentViewer);
  const tags = ['field-sales'];

  // Multipart is parsed in this scope only.
  await app.register(async (uploads: FastifyInstance) => {
    await registerMultipartUploads(uploads, { scanner: options.scanner });
    uploads.post(
      '/api/vad/file-upload',
      {
        onRequest: asSeller.onRequest,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Vente à domicile : joint un document à une vente (pièce d’identité, justificatif de domicile). Formulaire multipart : orderId, kind (identity, proofOfAddress, other), puis file. PDF, JPEG, PNG ou HEIC reconnus à leur contenu, 10 Mo et 5 documents par vente au plus.',
          description:
            '422 `UPLOAD_TYPE_MISMATCH` (contenu différent de l’extension), `UPLOAD_TYPE_REFUSED`, `UPLOAD_EMPTY`, `UPLOAD_INFECTED` ; 400 `UPLOAD_MISSING` ; 413 `UPLOAD_TOO_LARGE` ; 409 `UPLOAD_LIMIT_REACHED` (5 par vente), `ORDER_LOCKED` ; 415 sans multipart.',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(OrderDocumentViewSchema) },
        },
      },
      async (request) => {
        const agent = asSeller.callerOf(request);
        const file = await readUploadedFile(request);
        const fields = UploadFieldsSchema.safeParse(file.fields);
        if (!fields.success) {
          const errors = fields.error.issues.map((issue) => ({
            code: 'VALIDATION_ERROR',
            message: issue.message,
            field: issue.path.map(String).join('.'),
          }));
          throw new BusinessError('VALIDATION_ERROR', errors[0]?.message ?? 'Formulaire invalide', errors);
        }
        return envelope(
          await documents.upload({
            ...fields.data,
            ownerKey: agent.key,
            uploadedBy: agent.agentId,
            file,
          }),
        );
      },
    );
  });

  app.get(
    '/api/vad/orders/:orderId/documents',
    {
      onRequest: asViewer.onRequest,
      schema: {
        tags,
        summary: 'Les documents joints à une vente (le conseiller qui la vend, ou un administrateur)',
        params: OrderParams,
        response: { 200: envelopeSchema(z.object({ documents: z.array(OrderDocumentViewSchema) })) },
      },
    },
    async (request) =>
      envelope({ documents: await documents.list(asViewer.callerOf(request), request.params.orderId) }),
  );

  app.get(
    '/api/vad/documents/:documentId',
    {
      onRequest: asViewer.onRequest,
      schema: {
        tags,
        summary:
          'Télécharge un document joint (le conseiller qui vend la commande, ou un administrateur) ; jamais affiché par le navigateur',
        params: z.object({ documentId: z.uuid({ error: 'Identifiant de document invalide' }) }),
      },
    },
    async (request, reply) =>
      sendStoredDocument(
        reply,
        await documents.download(asViewer.callerOf(request), request.params.documentId),
      ),
  );

  app.post(
    '/api/node/v1/agent/orders/:orderId/on-site-signing',
    {
      onRequest: asSeller.onRequest,
      schema: {
        tags,
        summary:
          'Vente à domicile : « signer maintenant » sur la tablette du vendeur. La commande est soumise à toutes les règles, le lieu de la vente et le vendeur ouvrent le dossier de preuve, puis la page de signature s’ouvre dans la session de la tablette ; le client signe avec le code reçu sur son propre téléphone ou e-mail.',
        params: OrderParams,
        body: PlaceOfSaleSchema,
        response: {
          200: envelopeSchema(
            z.object({ orderId: z.uuid(), reference: z.string(), signingPath: z.string() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const agent = asSeller.callerOf(request);
      return envelope(
        await onSiteSigning.start({
          orderId: request.params.orderId,
          ownerKey: agent.key,
          seller: await options.sellerOf(agent, request),
          place: request.body,
          signerKey: await options.webSession.ensure(request, reply),
          client: clientOf(request),
        }),
      );
    },
  );

  app.get(
    '/api/node/v1/agent/catalogue',
    {
      onRequest: asAgent.onRequest,
      schema: {
        tags,
        summary:
          'Le catalogue du canal du conseiller : les offres qu’il peut vendre, celles réservées à son canal marquées (invisibles sur le site)',
        response: { 200: envelopeSchema(z.object({ offers: z.array(ChannelOfferSchema) })) },
      },
    },
    async (request) =>
      envelope({ offers: await options.channelCatalogue(asAgent.callerOf(request).channel) }),
  );

  app.post(
    '/api/node/v1/agent/car-simulation/share',
    {
      onRequest: asDealer.onRequest,
      schema: {
        tags,
        summary:
          'Concession : envoie la simulation au client, avec son accord, comme un lead et un lien pour souscrire (une commande préparée à son nom)',
        body: CarSimulationShareSchema,
        response: {
          200: envelopeSchema(
            z.object({
              orderId: z.uuid(),
              reference: z.string(),
              sentTo: z.string(),
              expiresAt: z.iso.datetime(),
            }),
          ),
        },
      },
    },
    async (request) =>
      envelope(await simulationShare.share(asDealer.callerOf(request), request.body, request.ip)),
  );
};
