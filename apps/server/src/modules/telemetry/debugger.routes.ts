import { type CaseReceipt, CaseReceiptSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import {
  DebuggerNotifyBodySchema,
  type DebuggerOpenCaseBody,
  DebuggerOpenCaseBodySchema,
} from './debugger.schemas.js';
import type { DebuggerService, StoredReport } from './debugger.service.js';

export interface DebuggerRoutesOptions {
  debuggerService: DebuggerService;
  /** Opens a case from a report (the cases module), once the captcha is checked. */
  openCase: (report: DebuggerOpenCaseBody, stored: StoredReport) => Promise<CaseReceipt>;
  verifyCaptcha: (solution: string) => Promise<boolean>;
  rateLimits: RateLimitService;
  bodyLimit: number;
  maxPerMinute: number;
}

export const debuggerRoutes: FastifyPluginAsyncZod<DebuggerRoutesOptions> = async (
  app,
  { debuggerService, openCase, verifyCaptcha, rateLimits, bodyLimit, maxPerMinute },
) => {
  const limit = limitPerClientAddress({
    rateLimits,
    name: 'debugger',
    limit: maxPerMinute,
    windowMs: 60_000,
    refusal: errorEnvelope([
      {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de signalements depuis votre connexion. Réessayez dans une minute.',
      },
    ]),
  });
  app.post(
    '/api/node/v1/debugger/notify',
    {
      bodyLimit,
      onRequest: limit,
      schema: {
        tags: ['telemetry'],
        summary: 'Signalement d’une erreur d’affichage (SPEC §7), stocké sans données personnelles',
        body: DebuggerNotifyBodySchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const stored = await debuggerService.notify(request.body, request.headers['user-agent']);
      return reply.status(201).send(envelope({ id: stored.id }));
    },
  );

  app.post(
    '/api/node/v1/debugger/openCase',
    {
      bodyLimit,
      onRequest: limit,
      schema: {
        tags: ['telemetry', 'cases'],
        summary:
          'Ouvre une demande « Un problème sur le site » depuis un signalement d’erreur, journaux nettoyés joints (captcha)',
        body: DebuggerOpenCaseBodySchema,
        response: { 201: envelopeSchema(CaseReceiptSchema) },
      },
    },
    async (request, reply) => {
      if (!(await verifyCaptcha(request.body.captcha))) {
        throw new BusinessError(
          'CAPTCHA_INVALID',
          'La vérification anti-robot a échoué. Veuillez réessayer.',
        );
      }
      const stored = await debuggerService.notify(request.body, request.headers['user-agent']);
      return reply.status(201).send(envelope(await openCase(request.body, stored)));
    },
  );
};
