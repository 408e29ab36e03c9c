import { join, resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerWebApp } from './http/web-app.js';
import type { AddressSearchProvider } from './integrations/address-search/address-search-provider.js';
import { createDiskFileStore } from './integrations/file-store/disk-file-store.js';
import type { FileStore } from './integrations/file-store/file-store.js';
import type { GridOperatorProvider } from './integrations/grid-operators/grid-operator-provider.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { createSmtpMailer } from './integrations/mail/smtp-mailer.js';
import type { ReviewsProvider } from './integrations/reviews/reviews-provider.js';
import { createHttpSmsSender } from './integrations/sms/http-sms-sender.js';
import type { SmsSender } from './integrations/sms/sms-sender.js';
import { virusScannerFrom } from './integrations/virus-scan/scanner-from-config.js';
import type { VirusScanner } from './integrations/virus-scan/virus-scanner.js';
import { wireBackOffice } from './wiring/back-office.js';
import { wireChannels } from './wiring/channels.js';
import { wireExistingCustomers } from './wiring/existing-customers.js';
import { wireOffers } from './wiring/offers.js';
import { wireOrders } from './wiring/orders.js';
import { createServer, wireSessions } from './wiring/platform.js';
import { wireSigning } from './wiring/signing.js';
import { wireSite } from './wiring/site.js';
import { wirePeople, wireStaff } from './wiring/staff.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** National address API; by default the BAN client at `config.ADDRESS_API_URL`. */
  addressSearch?: AddressSearchProvider;
  /** A logger instance for tests; by default a pino logger at `config.LOG_LEVEL`. */
  logger?: FastifyBaseLogger;
  /** Enedis / GRDF delivery points; by default their APIs when `config.GRID_OPERATOR_API_URL` is set, else our registry. */
  gridOperator?: GridOperatorProvider;
  /** E-mail transport; by default SMTP when `config.SMTP_URL` is set, else messages stay in the outbox. */
  mailer?: Mailer;
  /** SMS gateway; by default the HTTP gateway when `config.SMS_API_URL` is set, else the outbox. */
  sms?: SmsSender;
  /** Uploaded documents' bytes; by default files under `DATA_DIR/uploads`. */
  fileStore?: FileStore;
  /** The antivirus every upload goes through; by default clamd when `config.CLAMD_HOST` is set, else none. */
  scanner?: VirusScanner;
  /** Customer reviews; by default Avis Vérifiés when `config.AVIS_VERIFIES_API_URL` is set, else our table. */
  reviewsProvider?: ReviewsProvider;
}

z.config(z.locales.fr());

/**
 * Builds the whole API from explicit dependencies; nothing global, so tests build as many as they like.
 * Each area is wired in `wiring/`, in the order of what it needs from the areas before it.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  addressSearch,
  gridOperator,
  fileStore = createDiskFileStore(join(resolve(config.DATA_DIR), 'uploads')),
  scanner = virusScannerFrom(config),
  reviewsProvider,
  mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : undefined,
  sms = config.SMS_API_URL && config.SMS_API_KEY
    ? createHttpSmsSender({
        url: config.SMS_API_URL,
        apiKey: config.SMS_API_KEY,
        sender: config.SMS_SENDER,
        timeoutMs: 5_000,
      })
    : undefined,
}: AppDeps): Promise<FastifyInstance> {
  const { app, scripts, stylesheet } = await createServer(config, logger);
  const { db } = database;
  const { rateLimits, sessions, webSessionOwner } = await wireSessions(app, config, db, clock);
  const staff = await wireStaff(app, { config, db, clock, rateLimits });
  const offers = await wireOffers(app, { config, database, clock, staff, rateLimits, gridOperator });
  const site = await wireSite(app, {
    config,
    database,
    clock,
    scripts,
    rateLimits,
    sessions,
    webSessionOwner,
    staff,
    offers,
    addressSearch,
    mailer,
    sms,
    scanner,
    reviewsProvider,
  });
  const orders = await wireOrders(app, {
    config,
    db,
    clock,
    rateLimits,
    webSessionOwner,
    staff,
    offers,
    site,
    hasGridOperatorOverride: gridOperator !== undefined,
    // The moving module is wired below, after the engine it builds on.
    decideMovingSupplyStart: (orderId, ownerKey) => customers.moving.decideSupplyStart(orderId, ownerKey),
  });
  await wireBackOffice(app, { config, db, clock, staff, site });
  const signing = await wireSigning(app, { config, db, clock, webSessionOwner, staff, offers, site, orders });
  const { documents } = await wireChannels(app, {
    config,
    db,
    clock,
    webSessionOwner,
    fileStore,
    scanner,
    staff,
    offers,
    site,
    orders,
    signing,
  });
  await wirePeople(app, { config, db, clock, rateLimits, staff, outbox: site.outbox, signing });
  const customers = await wireExistingCustomers(app, {
    config,
    db,
    clock,
    rateLimits,
    webSessionOwner,
    scanner,
    staff,
    offers,
    site,
    orders,
    signing,
    documents,
  });

  await registerWebApp(app, config.WEB_DIST_DIR, config.PUBLIC_URL, {
    serverRendering: config.SERVER_RENDERING,
    stylesheet,
  });
  return app;
}
