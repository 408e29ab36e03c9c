import {
  AuditEntrySchema,
  AuditQuerySchema,
  type OrganisationSummary,
  PartnerProfileSchema,
  personRoleOf,
  rolesOfOrganisation,
  SalesQuerySchema,
  SalesReportSchema,
  salesCsv,
  UserManageBodySchema,
  UserManageResultSchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { PeopleService } from '../accounts/people.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { createPartnerAdminAuthorizer, createStaffAuthorizer } from './authorize-partner-admin.js';
import type { PartnerSales } from './partner-sales.service.js';

export interface PartnersRoutesOptions {
  people: PeopleService;
  sales: PartnerSales;
  audit: AuditService;
  organisationOf: (id: string) => Promise<OrganisationSummary>;
  authorizePartnerAdmin: ReturnType<typeof createPartnerAdminAuthorizer>;
  authorizeStaff: ReturnType<typeof createStaffAuthorizer>;
}

/** The partner area (SPEC §7 `so-partner`): the profile, the people, the sales and the audit log. */
export const partnersRoutes: FastifyPluginAsyncZod<PartnersRoutesOptions> = async (app, options) => {
  const { people, sales, audit, organisationOf } = options;
  const tags = ['partners'];
  const asManager = authorizeFirst(options.authorizePartnerAdmin);
  const asStaff = authorizeFirst(options.authorizeStaff);

  app.get(
    '/api/node/v1/so-partner',
    {
      onRequest: asStaff.onRequest,
      schema: {
        tags,
        summary:
          'Profil partenaire : la personne connectée, son rôle, son organisation, ce qu’elle peut gérer',
        response: { 200: envelopeSchema(PartnerProfileSchema) },
      },
    },
    async (request) => {
      const user = asStaff.callerOf(request);
      const organisation = await organisationOf(user.organisationId);
      const canManagePeople = user.isAdmin || user.isPartnerAdmin;
      return envelope({
        email: user.email,
        displayName: user.displayName,
        role: user.isAdmin
          ? null
          : personRoleOf({ orgRole: user.isPartnerAdmin ? 'partnerAdmin' : 'agent', channel: user.channel }),
        isAdmin: user.isAdmin,
        canManagePeople,
        organisation,
        assignableRoles: canManagePeople ? rolesOfOrganisation(organisation.channels) : [],
        landingPath: user.landingPath,
      });
    },
  );

  // SPEC names the call twice (under /api/node/v1 and under /so-partner): one handler for both paths.
  for (const path of ['/api/node/v1/so-partner/user-manage', '/so-partner/api/v1/user-manage']) {
    app.post(
      path,
      {
        onRequest: asManager.onRequest,
        schema: {
          tags,
          summary:
            'Personnes de l’organisation : lister, inviter (create), modifier, désactiver, réactiver, réinitialiser',
          description:
            'Un seul corps, discriminé par `action`. Une personne d’une autre organisation répond 404 `USER_NOT_FOUND` ; une adresse déjà utilisée 409 `EMAIL_TAKEN` ; un rôle au-dessus du sien 403 `ROLE_ABOVE_OWN` ; un canal hors de ceux de l’organisation 400 `CHANNEL_NOT_IN_ORGANISATION`. Invitation et réinitialisation envoient un lien à usage unique valable 72 heures (429 `TOO_MANY_LINKS` après 5 envois par personne et par heure).',
          body: UserManageBodySchema,
          response: { 200: envelopeSchema(UserManageResultSchema) },
        },
      },
      async (request) => envelope(await people.manage(asManager.callerOf(request), request.body)),
    );
  }

  app.get(
    '/api/node/v1/so-partner/sales',
    {
      onRequest: asManager.onRequest,
      schema: {
        tags,
        summary:
          'Ventes de l’organisation par conseiller, canal, statut et période : conversion, rétractations, signatures par jour et par conseiller',
        querystring: SalesQuerySchema,
        response: { 200: envelopeSchema(SalesReportSchema) },
      },
    },
    async (request) => {
      const organisation = await people.scopeOf(asManager.callerOf(request), request.query.organisationId);
      return envelope(await sales.report(organisation.id, request.query));
    },
  );

  app.get(
    '/api/node/v1/so-partner/sales.csv',
    {
      onRequest: asManager.onRequest,
      schema: {
        tags,
        summary: 'Les mêmes ventes en CSV (point-virgule, UTF-8), données personnelles masquées',
        querystring: SalesQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV') },
      },
    },
    async (request, reply) => {
      const organisation = await people.scopeOf(asManager.callerOf(request), request.query.organisationId);
      const report = await sales.report(organisation.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ventes-${report.from}-${report.to}.csv"`)
        .send(`\uFEFF${salesCsv(report.sales)}`);
    },
  );

  app.get(
    '/api/node/v1/so-partner/audit',
    {
      onRequest: asManager.onRequest,
      schema: {
        tags,
        summary:
          'Journal des modifications (personnes, rôles, organisations, plages IP) : qui, quand, quoi, depuis quelle adresse',
        description:
          'Un administrateur partenaire lit celui de son organisation ; un administrateur, tous (ou une organisation).',
        querystring: AuditQuerySchema,
        response: { 200: envelopeSchema(z.array(AuditEntrySchema)) },
      },
    },
    async (request) => {
      const manager = asManager.callerOf(request);
      const organisationId =
        manager.isAdmin && !request.query.organisationId
          ? undefined
          : (await people.scopeOf(manager, request.query.organisationId)).id;
      return envelope(await audit.list({ organisationId, limit: request.query.limit }));
    },
  );
};
