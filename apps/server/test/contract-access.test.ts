import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import {
  CAMILLE,
  errorsOf,
  latestContractCode,
  NATHALIE,
  nextAddress,
  proveHolder,
  requestLink,
} from './customer-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };

describe('existing customers: the encrypted link and the one-time code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
  });
  afterAll(() => t.close());

  const open = (data: string, cookies?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/node/v1/crypted-data/changement-offre',
      payload: { data },
      cookies,
    });

  it('answers a link request the same way for a customer and for a stranger, and only mails the customer', async () => {
    const ask = (contact: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/node/v1/customers/link-request',
        payload: { purpose: 'offerChange', contact },
        remoteAddress: nextAddress(),
      });
    const known = await ask(CAMILLE.email);
    const unknown = await ask('personne@exemple.fr');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(
      'Si ces coordonnées correspondent à un contrat Voltaire, vous allez recevoir un lien personnel, valable 7 jours. Pensez à vérifier vos courriers indésirables.',
    );
    const mailed = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'personne@exemple.fr'));
    expect(mailed).toEqual([]);
    const bySms = await ask('06 12 34 56 01');
    expect(bySms.json()).toEqual(known.json());
  });

  it('sends one link per live contract of a customer with two energies', async () => {
    const first = await requestLink(t.app, t.database.db, NATHALIE.email, 'offerChange', 0);
    const second = await requestLink(t.app, t.database.db, NATHALIE.email, 'offerChange', 1);
    expect((await open(first)).json().data.energy).toBe('electricity');
    expect((await open(second)).json().data.energy).toBe('gas');
  });

  it('opens a link without changing anything: the contract to recognise and the masked contacts', async () => {
    const token = await requestLink(t.app, t.database.db, CAMILLE.email);
    const response = await open(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      purpose: 'offerChange',
      contractId: CAMILLE.contractId,
      reference: CAMILLE.reference,
      energy: 'electricity',
      address: '14 Rue Judaïque 4e étage, porte 41 33000 Bordeaux',
      offerName: 'Électricité Indexée',
      verified: false,
      destinations: [
        { channel: 'email', masked: 'c•••@exemple.fr' },
        { channel: 'sms', masked: '06 •• •• •• 01' },
      ],
    });
  });

  it('refuses a tampered, truncated or foreign link in French, never with a 500', async () => {
    const token = await requestLink(t.app, t.database.db, CAMILLE.email);
    const flipped = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    for (const data of [flipped, token.slice(0, 40), 'A'.repeat(60), `${token}x`]) {
      const response = await open(data);
      expect(response.statusCode, data).toBe(400);
      expect(errorsOf(response)).toEqual([
        {
          code: 'CONTRACT_LINK_INVALID',
          message:
            'Ce lien n’est pas valide : il a peut-être été mal copié. Demandez un nouveau lien ci-dessous, il vous sera envoyé aussitôt.',
        },
      ]);
    }
    const malformed = await open('pas un lien !');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an expired link after 7 days, with a way to ask for a new one', async () => {
    const token = await requestLink(t.app, t.database.db, CAMILLE.email);
    const saved = now;
    now = new Date(saved.getTime() + 7 * 86_400_000 + 1_000);
    try {
      const response = await open(token);
      expect(response.statusCode).toBe(410);
      expect(errorsOf(response)).toEqual([
        {
          code: 'CONTRACT_LINK_EXPIRED',
          message:
            'Ce lien a expiré : il n’est valable que 7 jours. Demandez un nouveau lien ci-dessous, il vous sera envoyé aussitôt.',
        },
      ]);
    } finally {
      now = saved;
    }
  });

  it('grants the contract only after the right code; 5 wrong codes lock it', async () => {
    const token = await requestLink(t.app, t.database.db, CAMILLE.email);
    const recap = (cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/node/v1/changement-offre/get-recap?contractId=${CAMILLE.contractId}`,
        cookies,
      });
    expect((await recap()).statusCode).toBe(404);
    now = new Date(now.getTime() + 61_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/crypted-data/changement-offre/send-code',
      payload: { data: token, channel: 'sms' },
    });
    expect(sent.json().data.sentTo).toBe('06 •• •• •• 01');
    const code = await latestContractCode(t.database.db, CAMILLE.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/node/v1/crypted-data/changement-offre/verify-code',
        payload: { data: token, code: typed },
      });
    const first = await verify(wrong);
    expect(first.statusCode).toBe(400);
    expect(errorsOf(first)).toEqual([
      { code: 'SIGNING_CODE_WRONG', message: 'Code incorrect. Il vous reste 4 essais.' },
    ]);
    for (let attempt = 2; attempt <= 4; attempt += 1) await verify(wrong);
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(423);
    expect(errorsOf(fifth)).toEqual([
      { code: 'SIGNING_CODE_LOCKED', message: 'Trop d’essais. Demandez un nouveau code.' },
    ]);
    expect((await verify(code)).statusCode).toBe(423);

    now = new Date(now.getTime() + 61_000);
    const holder = await proveHolder(t.app, t.database.db, token, CAMILLE.email);
    expect(holder.contractId).toBe(CAMILLE.contractId);
    expect((await recap(holder.cookies)).statusCode).toBe(200);
    expect((await open(token, holder.cookies)).json().data.verified).toBe(true);

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/web-context/clear-flux-upsell',
      cookies: holder.cookies,
    });
    expect(cleared.json().data).toEqual({ cleared: 1 });
    expect((await recap(holder.cookies)).statusCode).toBe(404);
  });

  it('refuses a second code within 60 s', async () => {
    const token = await requestLink(t.app, t.database.db, CAMILLE.email);
    now = new Date(now.getTime() + 61_000);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/node/v1/crypted-data/changement-offre/send-code',
        payload: { data: token, channel: 'email' },
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(errorsOf(again)[0]?.code).toBe('SIGNING_CODE_COOLDOWN');
  });
});

describe('the contract itself, and the link sent by the customer relations team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
  });
  afterAll(() => t.close());

  it('shows the contract to the session that proved its link, and to nobody else', async () => {
    const holder = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, CAMILLE.email),
      CAMILLE.email,
    );
    const url = `/api/node/v1/customers/contracts/${CAMILLE.contractId}`;
    const mine = await t.app.inject({ method: 'GET', url, cookies: holder.cookies });
    expect(mine.json().data).toMatchObject({
      reference: CAMILLE.reference,
      status: 'active',
      deliveryPointId: '14330630005521',
    });
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const other = {
      voltaire_session: created.cookies.find(({ name }) => name === 'voltaire_session')?.value as string,
    };
    expect((await t.app.inject({ method: 'GET', url, cookies: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('lets an admin send a contract’s link by SMS, and nobody else', async () => {
    const url = `/api/node/v1/admin/contracts/${CAMILLE.contractId}/send-link`;
    const payload = { purpose: 'moving', channel: 'sms' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    const sent = await t.app.inject({ method: 'POST', url, payload, cookies: admin });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data).toEqual({ sentTo: '06 •• •• •• 01' });
    const [sms] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, CAMILLE.phone));
    expect(sms?.text).toMatch(
      /^Voltaire Énergie : pour déclarer votre déménagement, ouvrez votre lien personnel \(valable jusqu’au 17\/03\/2026\) Contrat électricité, .*\/demenagement\?lien=/,
    );
  });
});
