import {
  CaseRawSchema,
  CaseReceiptSchema,
  COMPLAINT_CONFIG,
  CONTACT_THEMES,
  ComplaintConfigSchema,
  ContactCaseSchema,
  ContactThemeSchema,
  SalesPlatformCaseSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { BusinessError, envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { authorizeInternal } from '../../http/internal-key.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { CasesService } from './cases.service.js';
import { fieldsFromRaw } from './cases.service.js';

export interface CasesRoutesOptions {
  cases: CasesService;
  captcha: CaptchaService;
  rateLimits: RateLimitService;
  casesPerHour: number;
  /** The logged-in staff member (agent, partner or admin); 401 for anyone else. */
  authorizeStaff: (request: FastifyRequest) => Promise<{ email: string }>;
  internalApiKey: string | undefined;
}

export const CAPTCHA_REFUSED = () =>
  new BusinessError('CAPTCHA_INVALID', 'La vérification anti-robot a échoué. Veuillez réessayer.');

const ContactFormConfigSchema = z.object({
  themes: z.array(ContactThemeSchema),
  attachments: z.object({
    maxFiles: z.number().int(),
    maxBytes: z.number().int(),
    types: z.array(z.object({ contentType: z.string(), extensions: z.array(z.string()), label: z.string() })),
  }),
  complaint: ComplaintConfigSchema,
});

const CONTACT_FORM_CONFIG = {
  themes: [...CONTACT_THEMES],
  attachments: {
    maxFiles: UPLOAD_MAX_FILES,
    maxBytes: UPLOAD_MAX_BYTES,
    types: UPLOAD_TYPES.map((type) => ({ ...type, extensions: [...type.extensions] })),
  },
  complaint: { ...COMPLAINT_CONFIG, themeIds: [...COMPLAINT_CONFIG.themeIds] },
};

const created = { 201: envelopeSchema(CaseReceiptSchema) };

/** The contact form's configuration and the three ways a case is opened (one service behind them). */
export const casesRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async (
  app,
  { cases, captcha, rateLimits, casesPerHour, authorizeStaff, internalApiKey },
) => {
  const tags = ['cases'];
  const cacheable = (reply: { header: (name: string, value: string) => unknown }) =>
    reply.header('cache-control', 'public, max-age=300');

  app.get(
    '/api/node/v1/sfdc/contact-themes',
    {
      schema: {
        tags,
        summary: 'Thèmes du formulaire de contact, avec les champs que chacun demande',
        response: { 200: envelopeSchema(z.array(ContactThemeSchema)) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return envelope([...CONTACT_THEMES]);
    },
  );

  app.get(
    '/api/v2/contact-form-config',
    {
      schema: {
        tags,
        summary:
          'Configuration du formulaire de contact : thèmes et champs, pièces jointes acceptées, réclamations',
        response: { 200: envelopeSchema(ContactFormConfigSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return envelope(CONTACT_FORM_CONFIG);
    },
  );

  app.get(
    '/api/v2/c43-config',
    {
      schema: {
        tags,
        summary:
          'Traitement des réclamations écrites : délai de réponse, saisine du Médiateur national de l’énergie',
        response: { 200: envelopeSchema(ComplaintConfigSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return envelope(CONTACT_FORM_CONFIG.complaint);
    },
  );

  app.post(
    '/api/node/v1/sfdc/case',
    {
      onRequest: limitPerClientAddress({
        rateLimits,
        name: 'case',
        limit: casesPerHour,
        windowMs: 3_600_000,
        refusal: errorEnvelope([
          {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de demandes depuis cette connexion. Réessayez dans une heure.',
          },
        ]),
      }),
      schema: {
        tags,
        summary:
          'Demande du formulaire de contact (captcha ALTCHA) ; accusé de réception par e-mail avec son numéro',
        body: ContactCaseSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const { captcha: solution, ...fields } = request.body;
      if (!(await captcha.verify(solution))) throw CAPTCHA_REFUSED();
      return reply.code(201).send(envelope(await cases.open({ fields, channel: 'web' })));
    },
  );

  const internal = authorizeFirst(async (request) => authorizeInternal(request, internalApiKey));
  app.post(
    '/api/node/v1/sfdc/case-raw',
    {
      onRequest: internal.onRequest,
      schema: {
        tags: [...tags, 'private'],
        summary:
          'Demande ouverte par un autre système, dans les champs du CRM (Subject, Description, Supplied…)',
        body: CaseRawSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const opened = await cases.open({
        fields: fieldsFromRaw(request.body),
        channel: 'raw',
        openedBy: request.body.Origin ?? 'service-interne',
      });
      return reply.code(201).send(envelope(opened));
    },
  );

  const staff = authorizeFirst(authorizeStaff);
  app.post(
    '/api/v2/sales-platform/case/post',
    {
      onRequest: staff.onRequest,
      schema: {
        tags,
        summary:
          'Demande ouverte par un conseiller pour un client (pièces jointes déjà envoyées par attachment/post)',
        body: SalesPlatformCaseSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const opened = await cases.open({
        fields: request.body,
        channel: 'salesPlatform',
        openedBy: staff.callerOf(request).email,
      });
      return reply.code(201).send(envelope(opened));
    },
  );
};
