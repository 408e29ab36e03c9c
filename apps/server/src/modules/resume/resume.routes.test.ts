import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { outboxMessages } from '../outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { resumeLinks } from './resume.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
let now = START;
const clock = { now: () => now };
const DAY_MS = 86_400_000;
const PUBLIC_URL = 'https://www.voltaire.test';
type Cookies = Record<string, string>;
interface Order {
  id: string;
  cookies: Cookies;
}

let keySequence = 0;
const freshKey = () => `test-key-${String(++keySequence).padStart(6, '0')}`;

function sessionCookies(response: { cookies: Array<{ name: string; value: string }> }): Cookies {
  const value = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value;
  if (!value) throw new Error('no session cookie');
  return { [SESSION_COOKIES.webApp]: value };
}

describe('resume links (save for later, reprise)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { PUBLIC_URL } });
    await seedCatalogue(t.database.db);
    app = t.app;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Each test starts an hour after the previous one's sendings, so the hourly limits start afresh.
    now = new Date(now.getTime() + 2 * 3_600_000);
  });

  const newOrder = async (remoteAddress = '10.9.0.1'): Promise<Order> => {
    const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {}, remoteAddress });
    return { id: created.json().data.id, cookies: sessionCookies(created) };
  };
  const saveForLater = (
    order: Order,
    {
      key = freshKey(),
      email = 'Jeanne.Dupont@Example.fr',
      url = '/api/node/v1/subscription/save-for-later',
      remoteAddress = '10.9.0.1',
    } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      cookies: order.cookies,
      headers: { 'idempotency-key': key },
      payload: { orderId: order.id, email },
      remoteAddress,
    });
  const reprise = (token: unknown, cookies: Cookies = {}, url = '/api/node/v1/subscription/reprise') =>
    app.inject({ method: 'POST', url, cookies, payload: { token } });
  const loadOrder = (id: string, cookies: Cookies) => app.inject({ url: `/api/v3/command/${id}`, cookies });
  const mails = (to: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.createdAt));
  const tokenIn = (text: string) => {
    const match = /https:\/\/www\.voltaire\.test\/reprise\/([A-Za-z0-9_-]{43})\n/.exec(text);
    if (!match?.[1]) throw new Error(`no link in ${text}`);
    return match[1];
  };
  const sendAndGetToken = async (order: Order, email: string) => {
    const response = await saveForLater(order, { email });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mails(email);
    return tokenIn(mail?.text ?? '');
  };

  it('e-mails a resume link valid 30 days, keeping only the SHA-256 of its token', async () => {
    const order = await newOrder();
    const response = await saveForLater(order);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      errors: [],
      notifications: [],
      data: { sent: true, expiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString() },
    });
    const sent = await mails('jeanne.dupont@example.fr');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      channel: 'email',
      purpose: 'resume-link',
      subject: 'Reprenez votre souscription Voltaire Énergie',
    });
    expect(mail?.text).toContain('Vous avez enregistré votre souscription pour la terminer plus tard.');
    const token = tokenIn(mail?.text ?? '');
    const [link] = await t.database.db.select().from(resumeLinks).where(eq(resumeLinks.orderId, order.id));
    expect(link?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link?.email).toBe('jeanne.dupont@example.fr');
  });

  it('is idempotent: the same key twice sends one e-mail and answers the same; another body with it is 422', async () => {
    const order = await newOrder();
    const email = 'idempotent@example.fr';
    const key = freshKey();
    const first = await saveForLater(order, { key, email, url: '/api/v3/static-command/save-for-later' });
    now = new Date(now.getTime() + 60_000);
    const retry = await saveForLater(order, { key, email, url: '/api/v3/static-command/save-for-later' });
    expect(retry.statusCode).toBe(200);
    // Same answer (the stored JSON may order its keys differently).
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await mails(email)).toHaveLength(1);

    const reused = await saveForLater(order, {
      key,
      email: 'autre@example.fr',
      url: '/api/v3/static-command/save-for-later',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
    });
    expect(await mails('autre@example.fr')).toHaveLength(0);
  });

  it('sends one e-mail when the same key arrives twice at once (the other waits and replays, or gets 409)', async () => {
    const order = await newOrder();
    const key = freshKey();
    const email = 'concurrent@example.fr';
    const answers = await Promise.all([
      saveForLater(order, { key, email }),
      saveForLater(order, { key, email }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await mails(email)).toHaveLength(1);
  });

  it('refuses bad input in French: header, e-mail, order', async () => {
    const order = await newOrder();
    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/save-for-later',
      cookies: order.cookies,
      payload: { orderId: order.id, email: 'a@example.fr' },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0].message).toBe('L’en-tête Idempotency-Key est obligatoire.');
    const badKey = await saveForLater(order, { key: 'court' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0].message).toBe(
      'L’en-tête Idempotency-Key doit compter de 8 à 128 lettres, chiffres, tirets ou soulignés.',
    );
    const badEmail = await saveForLater(order, { email: 'jeanne@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([
      { code: 'VALIDATION_ERROR', message: 'Adresse e-mail invalide', field: 'email' },
    ]);
    expect((await saveForLater(order, { email: '' })).json().errors[0].message).toBe('Champ obligatoire');
    const noOrder = await app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/save-for-later',
      cookies: order.cookies,
      headers: { 'idempotency-key': freshKey() },
      payload: { email: 'a@example.fr' },
    });
    expect(noOrder.json().errors).toEqual([
      { code: 'VALIDATION_ERROR', message: 'Indiquez la commande', field: 'orderId' },
    ]);
  });

  it('answers 404 for someone else’s order, or without a session, and sends nothing', async () => {
    const order = await newOrder();
    const stranger = await newOrder();
    const foreign = await saveForLater(
      { id: order.id, cookies: stranger.cookies },
      { email: 'x@example.fr' },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].message).toBe('Commande introuvable.');
    const anonymous = await saveForLater({ id: order.id, cookies: {} }, { email: 'x@example.fr' });
    expect(anonymous.statusCode).toBe(404);
    expect(
      (await saveForLater({ id: 'nope', cookies: order.cookies }, { email: 'x@example.fr' })).statusCode,
    ).toBe(404);
    expect(await mails('x@example.fr')).toHaveLength(0);
  });

  it('restores on another device: the order moves to the new session, and the old one loses it', async () => {
    const order = await newOrder();
    await app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step: 'housing', data: VALID_STEPS.housing },
    });
    const token = await sendAndGetToken(order, 'device@example.fr');

    const restored = await reprise(token);
    expect(restored.statusCode, restored.body).toBe(200);
    const newDevice = sessionCookies(restored);
    expect(restored.json().data).toMatchObject({
      kind: 'order',
      order: { id: order.id, status: 'draft', completedSteps: ['housing'] },
      nextStep: 'deliveryPoint',
    });
    expect((await loadOrder(order.id, newDevice)).statusCode).toBe(200);
    const old = await loadOrder(order.id, order.cookies);
    expect(old.statusCode).toBe(404);
    expect(old.json().errors[0].message).toBe('Commande introuvable.');

    // The link works again (from the first device too), and each time the order follows it.
    const back = await reprise(token, order.cookies, '/api/v3/static-command/restore');
    expect(back.statusCode).toBe(200);
    expect(back.cookies).toEqual([]);
    expect((await loadOrder(order.id, order.cookies)).statusCode).toBe(200);
    expect((await loadOrder(order.id, newDevice)).statusCode).toBe(404);
  });

  it('restores only the link’s own order', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const firstToken = await sendAndGetToken(first, 'first@example.fr');
    await sendAndGetToken(second, 'second@example.fr');
    const restored = await reprise(firstToken);
    expect(restored.json().data.order.id).toBe(first.id);
    expect((await loadOrder(second.id, sessionCookies(restored))).statusCode).toBe(404);
    expect((await loadOrder(second.id, second.cookies)).statusCode).toBe(200);
  });

  it('expires after 30 days (410), and answers 404 to an unknown or malformed link', async () => {
    const order = await newOrder();
    const token = await sendAndGetToken(order, 'expiry@example.fr');
    const sentAt = now;
    now = new Date(sentAt.getTime() + 29 * DAY_MS);
    expect((await reprise(token, order.cookies)).statusCode).toBe(200);
    now = new Date(sentAt.getTime() + 31 * DAY_MS);
    const expired = await reprise(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toEqual({
      code: 'RESUME_LINK_EXPIRED',
      message: 'Ce lien de reprise a expiré. Recommencez votre souscription.',
    });
    // The session that sent it has expired too (30 days): it owns nothing any more.
    expect((await loadOrder(order.id, order.cookies)).statusCode).toBe(404);

    for (const unknown of ['A'.repeat(43), 'abc', `${token}x`, '../../etc']) {
      const response = await reprise(unknown);
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json().errors[0].message).toBe('Lien de reprise introuvable.');
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/reprise',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe('Indiquez le jeton du lien de reprise');
  });

  it('refuses an order no longer in draft (409), to resume and to save for later', async () => {
    const order = await newOrder();
    const token = await sendAndGetToken(order, 'stopped@example.fr');
    await app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/stop-process',
      cookies: order.cookies,
      payload: { orderId: order.id, reason: 'Je réfléchis' },
    });
    const message =
      'Cette souscription a été abandonnée : elle ne peut plus être reprise. Recommencez votre souscription.';
    const resumed = await reprise(token);
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().errors[0].message).toBe(message);
    const saved = await saveForLater(order, { email: 'stopped@example.fr' });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().errors[0].message).toBe(message);
    expect(await mails('stopped@example.fr')).toHaveLength(1);
  });

  it('sync-and-save saves the step first, then sends; a refused step sends nothing', async () => {
    const order = await newOrder();
    const sync = (step: unknown, data: unknown, email = 'sync@example.fr') =>
      app.inject({
        method: 'POST',
        url: '/api/v3/static-command/sync-and-save',
        cookies: order.cookies,
        headers: { 'idempotency-key': freshKey() },
        payload: { orderId: order.id, email, step, data },
      });
    const refused = await sync('housing', { address: { ...VALID_STEPS.housing.address, zipCode: '7501' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      code: 'VALIDATION_ERROR',
      message: 'Code postal invalide.',
      field: 'address.zipCode',
    });
    expect(await mails('sync@example.fr')).toHaveLength(0);
    expect((await sync('logement', {})).json().errors[0]).toMatchObject({
      message: 'Étape du parcours inconnue',
      field: 'step',
    });

    const saved = await sync('housing', VALID_STEPS.housing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sent).toBe(true);
    expect((await loadOrder(order.id, order.cookies)).json().data.completedSteps).toEqual(['housing']);
    const [mail] = await mails('sync@example.fr');
    const restored = await reprise(tokenIn(mail?.text ?? ''));
    expect(restored.json().data).toMatchObject({ nextStep: 'deliveryPoint' });
  });

  it('limits sendings: 5 an hour per order, 20 an hour per address (429, not kept for the key)', async () => {
    const order = await newOrder();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await saveForLater(order, { email: 'limit@example.fr', remoteAddress: '10.7.0.1' })).statusCode,
      ).toBe(200);
    }
    const key = freshKey();
    const limited = await saveForLater(order, { key, email: 'limit@example.fr', remoteAddress: '10.7.0.2' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toEqual({
      code: 'TOO_MANY_RESUME_LINKS',
      message: 'Trop de liens de reprise demandés. Réessayez dans une heure.',
    });
    expect(await mails('limit@example.fr')).toHaveLength(5);
    now = new Date(now.getTime() + 3_600_001);
    expect(
      (await saveForLater(order, { key, email: 'limit@example.fr', remoteAddress: '10.7.0.2' })).statusCode,
    ).toBe(200);

    now = new Date(now.getTime() + 2 * 3_600_000);
    for (let o = 0; o < 4; o += 1) {
      const other = await newOrder();
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await saveForLater(other, { email: 'ip@example.fr', remoteAddress: '10.7.9.9' })).statusCode,
        ).toBe(200);
      }
    }
    const fresh = await newOrder();
    expect(
      (await saveForLater(fresh, { email: 'ip@example.fr', remoteAddress: '10.7.9.9' })).statusCode,
    ).toBe(429);
    expect(
      (await saveForLater(fresh, { email: 'ip@example.fr', remoteAddress: '10.7.9.8' })).statusCode,
    ).toBe(200);
  });

  it('is described in OpenAPI, the Idempotency-Key header included', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json();
    const saveForLaterDoc = spec.paths['/api/node/v1/subscription/save-for-later'].post;
    expect(saveForLaterDoc.summary).toBe(
      'Enregistre la souscription pour plus tard : envoie par e-mail un lien de reprise',
    );
    expect(saveForLaterDoc.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
    for (const path of [
      '/api/v3/static-command/sync-and-save',
      '/api/node/v1/cart/save-for-later',
      '/api/v3/static-command/restore',
      '/api/node/v1/cart/reprise',
      '/api/v2/cart/web-cart',
      '/api/v3/add-products-to-command-and-select',
      '/api/v3/create-command-and-select',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
  });

  describe('for a cart without order', () => {
    const ASSISTANCE = { sku: 'SRV-ASSIST-DEP', quantity: 1 };
    const newCart = async (products: unknown[] = [ASSISTANCE]) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v3/cart/simple-cart',
        payload: { products },
      });
      return sessionCookies(created);
    };
    const saveCart = (cookies: Cookies, email = 'panier@example.fr', key = freshKey()) =>
      app.inject({
        method: 'POST',
        url: '/api/node/v1/cart/save-for-later',
        cookies,
        headers: { 'idempotency-key': key },
        payload: { email },
      });
    const webCart = (cookies: Cookies) => app.inject({ url: '/api/v2/cart/web-cart', cookies });

    it('e-mails a link that moves the cart to the session that opens it, replacing that session’s cart', async () => {
      const cookies = await newCart();
      const key = freshKey();
      const saved = await saveCart(cookies, 'panier@example.fr', key);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await saveCart(cookies, 'panier@example.fr', key)).json()).toEqual(saved.json());
      const sent = await mails('panier@example.fr');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Reprenez votre panier Voltaire Énergie');
      const token = tokenIn(sent[0]?.text ?? '');

      const otherDevice = await newCart([{ sku: 'GDS-PRISE-CO', quantity: 2 }]);
      const restored = await reprise(token, otherDevice, '/api/node/v1/cart/reprise');
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data).toMatchObject({
        kind: 'cart',
        cart: { lines: [{ sku: 'SRV-ASSIST-DEP' }] },
      });
      expect((await webCart(otherDevice)).json().data.lines.map((l: { sku: string }) => l.sku)).toEqual([
        'SRV-ASSIST-DEP',
      ]);
      expect((await webCart(cookies)).json().data).toMatchObject({ id: null, lines: [] });
    });

    it('refuses an empty cart, no cart, a bad e-mail; a restarted cart’s link is gone (404)', async () => {
      const none = await saveCart({});
      expect(none.statusCode).toBe(404);
      expect(none.json().errors[0].message).toBe('Panier introuvable.');
      const empty = await saveCart(await newCart([]));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0].message).toBe('Votre panier est vide.');
      const cookies = await newCart();
      expect((await saveCart(cookies, 'pas-un-email')).json().errors[0].message).toBe(
        'Adresse e-mail invalide',
      );

      await saveCart(cookies, 'restart@example.fr');
      const token = tokenIn((await mails('restart@example.fr'))[0]?.text ?? '');
      await app.inject({ method: 'POST', url: '/api/node/v1/cart/restart', cookies });
      const gone = await reprise(token, {}, '/api/node/v1/cart/reprise');
      expect(gone.statusCode).toBe(404);
      expect(gone.json().errors[0].message).toBe('Lien de reprise introuvable.');
    });

    it('expires after 30 days like an order’s link', async () => {
      const cookies = await newCart();
      await saveCart(cookies, 'cart-expiry@example.fr');
      const token = tokenIn((await mails('cart-expiry@example.fr'))[0]?.text ?? '');
      now = new Date(now.getTime() + 31 * DAY_MS);
      const expired = await reprise(token, {}, '/api/node/v1/cart/reprise');
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errors[0].message).toBe(
        'Ce lien de reprise a expiré. Recommencez votre souscription.',
      );
    });
  });
});
