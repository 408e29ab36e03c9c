import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createLeadPrivacy } from '../modules/leads/lead-privacy.js';
import { leadsAdminRoutes } from '../modules/leads/leads-admin.routes.js';
import { dataRequestsRoutes } from '../modules/privacy/data-requests.routes.js';
import {
  createDataRequestsService,
  type PersonalDataHolder,
} from '../modules/privacy/data-requests.service.js';
import { promoAdminRoutes } from '../modules/promo/promo-admin.routes.js';
import { createPromoAdmin } from '../modules/promo/promo-admin.service.js';
import type { Site } from './site.js';
import type { Staff } from './staff.js';

/** A module's RGPD functions, for the data requests. */
const pick = ({ exportFor, eraseFor }: Pick<PersonalDataHolder, 'exportFor' | 'eraseFor'>) => ({
  exportFor,
  eraseFor,
});

/** Back office: promo and PIN codes, leads (search, RGPD), RGPD requests across the modules holding data. */
export async function wireBackOffice(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    staff,
    site,
  }: { config: Config; db: Database; clock: Clock; staff: Staff; site: Site },
) {
  const { authorizeAdmin } = staff;
  const leadPrivacy = createLeadPrivacy({ db, clock });
  await app.register(leadsAdminRoutes, { privacy: leadPrivacy, authorizeAdmin });
  await app.register(promoAdminRoutes, { promoAdmin: createPromoAdmin({ db, clock }), authorizeAdmin });
  await app.register(dataRequestsRoutes, {
    captcha: site.captcha,
    authorizeAdmin,
    requests: createDataRequestsService({
      db,
      clock,
      outbox: site.outbox,
      publicUrl: config.PUBLIC_URL,
      brandName: config.BRAND_NAME,
      holders: [
        { name: 'leads', label: 'prospect(s)', ...pick(leadPrivacy) },
        { name: 'newsletter', label: 'inscription(s) à la lettre d’information', ...pick(site.newsletter) },
        { name: 'cases', label: 'demande(s) au service client', ...pick(site.cases.cases) },
      ],
    }),
  });
}
