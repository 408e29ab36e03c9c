import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { createLeadPrivacy } from './lead-privacy.js';
import { createLeadsService, type LeadsService } from './leads.service.js';
import { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from './leads.tables.js';

let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

async function stoppedJourney(app: FastifyInstance, { withHolder }: { withHolder: boolean }) {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  const cookies = {
    [SESSION_COOKIES.webApp]: created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string,
  };
  const orderId = created.json().data.id as string;
  if (withHolder) {
    const holder = await app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies,
      payload: { orderId, step: 'holder', data: VALID_STEPS.holder },
    });
    expect(holder.statusCode, holder.body).toBe(200);
  }
  const stopped = await app.inject({
    method: 'POST',
    url: '/api/v2/session/stop',
    cookies,
    payload: {
      orderId,
      reason: 'Je déménage chez ma fille à Lyon',
      newBundle: 'elec-verte',
      reasonForRefusal: 'Ma fille a déjà un contrat',
    },
  });
  expect(stopped.statusCode, stopped.body).toBe(200);
  return orderId;
}

describe('anonymisation of prospects 3 years after the last contact', () => {
  let t: TestApp;
  let service: LeadsService;
  let oldOrder: string;
  let orphanOrder: string;
  let recentOrder: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    service = createLeadsService({ db: t.database.db, clock });
    oldOrder = await stoppedJourney(t.app, { withHolder: true });
    orphanOrder = await stoppedJourney(t.app, { withHolder: false });
    now = new Date('2027-06-01T08:00:00Z');
    recentOrder = await stoppedJourney(t.app, { withHolder: true });
  });
  afterAll(() => t.close());

  const leadOf = async (orderId: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.orderId, orderId)))[0];
  const basketsOf = (orderId: string) =>
    t.database.db.select().from(cancelledBaskets).where(eq(cancelledBaskets.orderId, orderId));

  it('at exactly 3 years, nothing is touched yet', async () => {
    expect(await service.anonymiseExpired(new Date('2029-11-22T10:00:00Z'))).toEqual({
      leads: 0,
      cancelledBaskets: 0,
    });
    expect((await leadOf(oldOrder))?.email).toBe('jeanne.dupont@example.fr');
  });

  it('blanks the lead, its baskets, its refused proposals and its CRM messages; keeps status and dates', async () => {
    const runAt = new Date('2029-11-22T10:00:01Z');
    expect(await service.anonymiseExpired(runAt)).toEqual({ leads: 1, cancelledBaskets: 2 });

    const lead = await leadOf(oldOrder);
    expect(lead).toMatchObject({
      civility: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      basket: null,
      status: 'cancelled',
      channel: 'web',
      lastContactAt: new Date('2026-11-22T10:00:00Z'),
      anonymisedAt: runAt,
    });
    for (const orderId of [oldOrder, orphanOrder]) {
      const [basket] = await basketsOf(orderId);
      expect(basket).toMatchObject({
        reason: null,
        anonymisedAt: runAt,
        bundleId: null,
        parcoursType: 'subscription',
      });
      const proposals = await t.database.db
        .select()
        .from(cancelledProposals)
        .where(eq(cancelledProposals.cancelledBasketId, basket?.id as string));
      expect(proposals).toEqual([
        expect.objectContaining({ newBundle: 'elec-verte', reasonForRefusal: null }),
      ]);
    }

    const jobs = await t.database.db
      .select()
      .from(leadSyncJobs)
      .where(eq(leadSyncJobs.leadId, lead?.id as string))
      .orderBy(leadSyncJobs.sequence);
    expect(jobs.map((job) => [job.kind, job.status])).toEqual([
      ['upsert', 'failed'],
      ['basket', 'failed'],
      ['upsert', 'pending'],
    ]);
    expect(jobs.slice(0, 2).map((job) => [job.payload, job.lastError])).toEqual([
      [{}, 'Lead anonymisé avant l’envoi'],
      [{}, 'Lead anonymisé avant l’envoi'],
    ]);
    // The CRM is told to forget the person too.
    expect(jobs[2]?.payload).toMatchObject({
      lead: { Email: null, Phone: null, FirstName: null, LastName: null, Status: 'Closed - Not Converted' },
    });
    expect(JSON.stringify(jobs)).not.toMatch(/jeanne|Dupont|0612345678|Lyon|fille/i);
  });

  it('leaves the prospects contacted since alone, and a second run finds nothing', async () => {
    expect(await leadOf(recentOrder)).toMatchObject({
      email: 'jeanne.dupont@example.fr',
      anonymisedAt: null,
    });
    expect((await basketsOf(recentOrder))[0]?.reason).toBe('Je déménage chez ma fille à Lyon');
    expect(await service.anonymiseExpired(new Date('2029-11-22T10:00:01Z'))).toEqual({
      leads: 0,
      cancelledBaskets: 0,
    });
    const all = await t.database.db
      .select()
      .from(leads)
      .where(inArray(leads.orderId, [oldOrder, recentOrder]));
    expect(all.filter((lead) => lead.anonymisedAt !== null)).toHaveLength(1);
  });

  it('erasing a lead already anonymised blanks nothing else (the other prospects keep their baskets)', async () => {
    const lead = await leadOf(oldOrder);
    const privacy = createLeadPrivacy({ db: t.database.db, clock });
    expect(await privacy.eraseLead(lead?.id as string)).toEqual({ leads: 0, cancelledBaskets: 0 });
    expect(await basketsOf(recentOrder)).toEqual([
      expect.objectContaining({ reason: 'Je déménage chez ma fille à Lyon', anonymisedAt: null }),
    ]);
  });
});
