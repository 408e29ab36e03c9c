import {
  IsoDateSchema,
  MovingConfirmationSchema,
  MovingStartSchema,
  OrderDocumentViewSchema,
  OrderViewSchema,
} from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import {
  readUploadedFile,
  registerMultipartUploads,
  UPLOAD_BODY_LIMIT,
} from '../../http/multipart-upload.js';
import { sendStoredDocument } from '../../http/send-stored-document.js';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import { TechnicianAppointmentsSchema } from '../delivery-points/delivery-points.schemas.js';
import type { OrderCaller } from '../orders/order-caller.js';
import { requireSession } from '../session/require-session.js';
import type { MeterPhotos } from './meter-photo.service.js';
import type { MovingService } from './moving.service.js';

export interface MovingRoutesOptions {
  moving: MovingService;
  meterPhotos: MeterPhotos;
  /** Every photo is scanned before it is kept. */
  scanner: VirusScanner;
  caller: OrderCaller;
}

const OrderParams = z.object({ orderId: z.uuid({ error: 'Commande introuvable.' }) });

const ContractIdSchema = z.uuid({ error: 'Contrat introuvable.' });
const notFound = 'Contrat introuvable.';
const Created = { 201: envelopeSchema(OrderViewSchema) };

/**
 * Moving house (SPEC §7 demenagement): the journey starts from the contract; the new home then goes through the
 * subscription's save-points (housing, delivery point, offer, summary) and its signing.
 */
export const movingRoutes: FastifyPluginAsyncZod<MovingRoutesOptions> = async (
  app,
  { moving, meterPhotos, scanner, caller },
) => {
  const tags = ['moving'];

  app.post(
    '/api/node/v1/demenagement/nouveau-logement-only',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Déménagement vers un nouveau logement seulement : le contrat actuel est résilié par ailleurs (par le propriétaire, par exemple)',
        body: z.object({ contractId: ContractIdSchema }),
        response: Created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await moving.start(await caller.current(request), { ...request.body, path: 'newHomeOnly' }),
          ),
        ),
  );

  app.post(
    '/api/node/v1/demenagement/depart',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Déménagement : le contrat actuel prend fin à la date de départ (d’aujourd’hui à 3 mois) et un nouveau contrat est ouvert au nouveau logement',
        description:
          'Corps : `{ contractId, path: "bothEnds", moveOutDate, finalReading? }` ou `{ contractId, path: "newHomeOnly" }`. Un déménagement en cours sur ce contrat est repris ; tout autre changement en cours est refusé (409 `CHANGE_IN_PROGRESS`).',
        body: MovingStartSchema,
        response: Created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(await moving.start(await caller.current(request), request.body))),
  );

  app.get(
    '/api/node/v1/demenagement/creneaux-depart',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Déménagement : faut-il un technicien pour résilier l’ancien logement (compteur de gaz non communicant) et ses demi-journées libres avant la date de départ',
        description:
          'Les créneaux du gestionnaire de réseau (mêmes règles que `subscription/find-meetings`) sur les 10 derniers jours ouvrés jusqu’à la date de départ, jamais avant JO+5. 400 pour une date de départ refusée ; 404 pour qui n’a pas prouvé ce contrat.',
        querystring: z.object({ contractId: ContractIdSchema, moveOutDate: IsoDateSchema }),
        response: { 200: envelopeSchema(TechnicianAppointmentsSchema) },
      },
    },
    async (request) =>
      envelope(await moving.moveOutAppointments((await caller.current(request)).key, request.query)),
  );

  // Multipart is parsed in this scope only; the move's owner is checked before the file is read.
  await app.register(async (uploads: FastifyInstance) => {
    await registerMultipartUploads(uploads, { scanner });
    uploads.post<{ Params: z.infer<typeof OrderParams> }>(
      '/api/node/v1/demenagement/:orderId/releve-photo',
      {
        onRequest: requireSession('Commande introuvable.'),
        preHandler: async (request) =>
          meterPhotos.assertOwner(await caller.current(request), request.params.orderId),
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Déménagement : joint la photo de l’index du compteur de l’ancien logement (compteur non communicant). Formulaire multipart avec `file` : JPEG, PNG, HEIC ou PDF reconnus à leur contenu, 10 Mo au plus.',
          description:
            '422 `UPLOAD_TYPE_MISMATCH`, `UPLOAD_TYPE_REFUSED`, `UPLOAD_EMPTY`, `UPLOAD_INFECTED` ; 400 `UPLOAD_MISSING` ; 409 `MOVE_OUT_MISSING` (pas de départ à résilier), `ORDER_LOCKED` (déjà signé), `UPLOAD_LIMIT_REACHED` ; 413 `UPLOAD_TOO_LARGE` ; 415 sans multipart ; 404 pour qui n’a pas ce déménagement.',
          consumes: ['multipart/form-data'],
          params: OrderParams,
          response: { 201: envelopeSchema(OrderDocumentViewSchema) },
        },
      },
      async (request, reply) => {
        const owner = await caller.current(request);
        const file = await readUploadedFile(request);
        return reply.code(201).send(envelope(await meterPhotos.attach(owner, request.params.orderId, file)));
      },
    );
  });

  app.get(
    '/api/node/v1/demenagement/:orderId/releve-photo/:documentId',
    {
      onRequest: requireSession('Document introuvable.'),
      schema: {
        tags,
        summary:
          'Déménagement : télécharge la photo de l’index jointe (le client de ce déménagement seulement)',
        params: OrderParams.extend({ documentId: z.uuid({ error: 'Document introuvable.' }) }),
      },
    },
    async (request, reply) =>
      sendStoredDocument(
        reply,
        await meterPhotos.download(
          await caller.current(request),
          request.params.orderId,
          request.params.documentId,
        ),
      ),
  );

  app.get(
    '/api/node/v1/demenagement/remerciement',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Page de remerciement d’un déménagement : la date de départ et celle d’arrivée, la résiliation demandée',
        querystring: z.object({ orderId: z.string().max(64, { error: 'Commande introuvable.' }) }),
        response: { 200: envelopeSchema(MovingConfirmationSchema) },
      },
    },
    async (request) =>
      envelope(await moving.confirmation(await caller.current(request), request.query.orderId)),
  );
};
