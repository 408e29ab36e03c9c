import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { postToCrm } from '../../integrations/crm/http-crm-client.js';
import { virusScannerFrom } from '../../integrations/virus-scan/scanner-from-config.js';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import { runEvery } from '../../jobs/run-every.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { DebuggerOpenCaseBody } from '../telemetry/debugger.schemas.js';
import type { StoredReport } from '../telemetry/debugger.service.js';
import { createAttachmentStore } from './attachment-store.js';
import { attachmentsRoutes } from './attachments.routes.js';
import { createAttachmentsService } from './attachments.service.js';
import { type CaseCrmClient, createCaseCrmSync } from './case-crm-sync.js';
import { casesRoutes } from './cases.routes.js';
import { createCasesService } from './cases.service.js';
import { casesAdminRoutes } from './cases-admin.routes.js';

export interface CasesModuleDeps {
  db: Database;
  clock: Clock;
  config: Config;
  outbox: OutboxService;
  captcha: CaptchaService;
  rateLimits: RateLimitService;
  authorizeAdmin: AuthorizeAdmin;
  authorizeStaff: (request: FastifyRequest) => Promise<{ email: string }>;
  /** The app's antivirus; by default clamd when CLAMD_HOST is set, else none. */
  scanner?: VirusScanner;
  /** Tests pass their own; by default the JSON endpoint CRM_CASES_URL, else none (cases wait, ADR 0009). */
  crm?: CaseCrmClient;
}

const PURGE_INTERVAL_MS = 3_600_000;

/** Cases, attachments and their CRM outbox: services, routes and background jobs. */
export async function registerCases(app: FastifyInstance, deps: CasesModuleDeps) {
  const { db, clock, config } = deps;
  const scanner = deps.scanner ?? virusScannerFrom(config);
  const attachments = createAttachmentsService({
    db,
    clock,
    store: createAttachmentStore(config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads')),
    scanner,
    logger: app.log,
  });
  const cases = createCasesService({
    db,
    clock,
    outbox: deps.outbox,
    attachments,
    brandName: config.BRAND_NAME,
  });
  const crmUrl = config.CRM_CASES_URL;
  const crm =
    deps.crm ??
    (crmUrl
      ? {
          send: (messageId: string, payload: Record<string, unknown>) =>
            postToCrm(
              { url: crmUrl, apiKey: config.CRM_API_KEY, timeoutMs: config.CRM_API_TIMEOUT_MS },
              messageId,
              payload,
            ),
        }
      : undefined);
  const crmSync = createCaseCrmSync({
    db,
    clock,
    crm,
    leaseMs: config.CRM_API_TIMEOUT_MS + 30_000,
    logger: app.log,
  });

  let stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    const onError = (error: unknown) => app.log.error({ err: error }, 'cases job failed');
    stops = [runEvery(PURGE_INTERVAL_MS, () => attachments.purgeUnclaimed(), onError)];
    if (crmSync.isEnabled && config.CRM_SYNC_INTERVAL_MS > 0) {
      stops.push(runEvery(config.CRM_SYNC_INTERVAL_MS, () => crmSync.syncDue(), onError));
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });

  await app.register(attachmentsRoutes, {
    attachments,
    rateLimits: deps.rateLimits,
    uploadsPerHour: config.UPLOADS_PER_HOUR,
    scanner,
  });
  await app.register(casesRoutes, {
    cases,
    captcha: deps.captcha,
    rateLimits: deps.rateLimits,
    casesPerHour: config.CASE_REQUESTS_PER_HOUR,
    authorizeStaff: deps.authorizeStaff,
    internalApiKey: config.INTERNAL_API_KEY,
  });
  await app.register(casesAdminRoutes, { cases, authorizeAdmin: deps.authorizeAdmin });

  /** debugger/openCase: the scrubbed report becomes the case's attachment. */
  const openCaseFromReport = async (report: DebuggerOpenCaseBody, stored: StoredReport) => {
    const logs = Buffer.from(JSON.stringify(stored, null, 2));
    const attachmentId = await attachments.storeGenerated('signalement.json', 'application/json', logs);
    return cases.open({
      channel: 'errorReport',
      openedBy: 'debugger',
      fields: {
        themeId: 'incident-technique',
        civility: '',
        firstName: report.firstName,
        lastName: report.lastName,
        email: report.email,
        phone: '',
        customerReference: '',
        deliveryPointId: '',
        zipCode: '',
        city: '',
        inseeCode: '',
        message: [report.message, `Page : ${stored.url}`, `Erreur : ${stored.description}`]
          .filter(Boolean)
          .join('\n\n'),
        attachmentIds: [attachmentId],
      },
    });
  };

  return { cases, attachments, crmSync, openCaseFromReport };
}

export type CasesModule = Awaited<ReturnType<typeof registerCases>>;
