import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import {
  agentDraft,
  type Cookies,
  EXE_BYTES,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  webCookieOf,
} from './field-helpers.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { latestCode, newKey } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const PLACE = { address: '48 rue de la Roquette', postalCode: '75011', city: 'Paris' };

describe('door-to-door: documents tied to the order, signature on the seller’s tablet', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dataDir: string;
  let seller: Cookies;
  let telesales: Cookies;
  let admin: Cookies;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-field-'));
    t = await createTestApp({ config: { DATA_DIR: dataDir } });
    app = t.app;
    await seedDemoData(t.database.db, { now: () => new Date() });
    seller = await loginAs(app, 'vad@voltaire.demo');
    telesales = await loginAs(app, 'tlv@voltaire.demo');
    admin = await loginAs(app, 'admin@voltaire.demo');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (cookies: Cookies, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
    app.inject({ method: 'POST', url: '/api/vad/file-upload', cookies, ...multipart(fields, file) });

  it('keeps a real PDF with its order, under DATA_DIR, and gives it back only as an attachment', async () => {
    const order = await agentDraft(app, seller, 'client.vad@example.fr');
    const uploaded = await upload(
      seller,
      { orderId: order.id, kind: 'identity' },
      { name: 'carte-identité.pdf', bytes: PDF_BYTES, contentType: 'application/pdf' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document = uploaded.json().data;
    expect(document).toMatchObject({
      orderId: order.id,
      kind: 'identity',
      kindLabel: 'Pièce d’identité',
      fileName: 'carte-identité.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      uploadedBy: 'vad@voltaire.demo',
    });
    expect(await readFile(join(dataDir, 'uploads', 'orders', order.id, document.id))).toEqual(PDF_BYTES);

    const listed = await app.inject({ url: `/api/vad/orders/${order.id}/documents`, cookies: seller });
    expect(listed.json().data.documents.map((d: { id: string }) => d.id)).toEqual([document.id]);
    const downloaded = await app.inject({ url: document.url, cookies: seller });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF_BYTES);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="carte-identit_.pdf"; filename*=UTF-8''carte-identit%C3%A9.pdf`,
    );
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file whose content lies about its extension, and an executable, in French', async () => {
    const order = await agentDraft(app, seller, 'menteur@example.fr');
    const lying = await upload(
      seller,
      { orderId: order.id, kind: 'proofOfAddress' },
      {
        name: 'facture.pdf',
        bytes: PNG_BYTES,
        contentType: 'application/pdf',
      },
    );
    expect(lying.statusCode).toBe(422);
    expect(lying.json().errors[0]).toEqual({
      code: 'UPLOAD_TYPE_MISMATCH',
      message: 'Le contenu du fichier ne correspond pas à son extension.',
    });
    for (const name of ['facture.pdf', 'setup.exe']) {
      const executable = await upload(
        seller,
        { orderId: order.id, kind: 'other' },
        {
          name,
          bytes: EXE_BYTES,
        },
      );
      expect(executable.statusCode).toBe(422);
      expect(executable.json().errors[0]).toEqual({
        code: 'UPLOAD_TYPE_REFUSED',
        message: 'Format de fichier non accepté. Formats acceptés\u00A0: PDF, JPEG, PNG, HEIC.',
      });
    }
    const listed = await app.inject({ url: `/api/vad/orders/${order.id}/documents`, cookies: seller });
    expect(listed.json().data.documents).toEqual([]);
  });

  it('refuses a file over 10 Mo with a French 413, and a sixth document', async () => {
    const order = await agentDraft(app, seller, 'gros.fichier@example.fr');
    const oversize = await upload(
      seller,
      { orderId: order.id, kind: 'identity' },
      {
        name: 'scan.pdf',
        bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES)]),
      },
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().errors[0]).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux (10\u00A0Mo maximum).',
    });
    for (let index = 0; index < 5; index += 1) {
      const ok = await upload(
        seller,
        { orderId: order.id, kind: 'other' },
        {
          name: `page-${index}.png`,
          bytes: PNG_BYTES,
        },
      );
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const sixth = await upload(
      seller,
      { orderId: order.id, kind: 'other' },
      {
        name: 'page-6.png',
        bytes: PNG_BYTES,
      },
    );
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().errors[0].message).toBe('Vous pouvez joindre 5 fichiers au plus.');
  });

  it('lets only the seller of the order and an administrator read its documents', async () => {
    const order = await agentDraft(app, seller, 'prive@example.fr');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const stored = (
      await upload(seller, { orderId: order.id, kind: 'identity' }, { name: 'id.jpg', bytes: jpeg })
    ).json().data;
    expect(stored.contentType).toBe('image/jpeg');

    expect((await app.inject({ url: stored.url, cookies: admin })).statusCode).toBe(200);
    const anotherAgent = await app.inject({ url: stored.url, cookies: telesales });
    expect(anotherAgent.statusCode).toBe(404);
    expect(anotherAgent.json().errors[0]).toEqual({
      code: 'DOCUMENT_NOT_FOUND',
      message: 'Document introuvable.',
    });
    const list = await app.inject({ url: `/api/vad/orders/${order.id}/documents`, cookies: telesales });
    expect(list.statusCode).toBe(404);
    expect((await app.inject({ url: stored.url })).statusCode).toBe(401);
    const customer = webCookieOf(await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} }));
    expect((await app.inject({ url: stored.url, cookies: customer })).statusCode).toBe(401);
    const notDoorToDoor = await upload(
      telesales,
      { orderId: order.id, kind: 'identity' },
      {
        name: 'id.jpg',
        bytes: jpeg,
      },
    );
    expect(notDoorToDoor.statusCode).toBe(403);
  });

  it('signs on the spot: the code goes to the customer’s phone, the evidence names the seller and the place', async () => {
    const email = 'signe.sur.place@example.fr';
    const order = await agentDraft(app, seller, email);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/node/v1/agent/orders/${order.id}/on-site-signing`,
      cookies: telesales,
      payload: PLACE,
    });
    expect(refused.statusCode).toBe(403);
    const noConsent = await app.inject({
      method: 'POST',
      url: `/api/node/v1/agent/orders/${order.id}/on-site-signing`,
      cookies: seller,
      payload: { ...PLACE, geolocation: { latitude: 48.85, longitude: 2.38, accuracyMeters: 15 } },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors[0].message).toBe(
      'La position de la tablette ne peut être jointe qu’avec l’accord du client.',
    );

    const started = await app.inject({
      method: 'POST',
      url: `/api/node/v1/agent/orders/${order.id}/on-site-signing`,
      cookies: seller,
      payload: {
        ...PLACE,
        geolocationConsent: true,
        geolocation: { latitude: 48.8553, longitude: 2.3768, accuracyMeters: 15 },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toEqual({
      orderId: order.id,
      reference: order.reference,
      signingPath: `/signature/${order.id}`,
    });
    // The tablet's own web session reads and signs; the code goes to the customer's phone.
    const tablet = webCookieOf(started);
    const sign = (path: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/node/v1/signing/${order.id}/${path}`,
        cookies: tablet,
        headers,
        ...(payload ? { payload } : {}),
      });
    expect((await sign('shown')).statusCode).toBe(200);
    const sent = await sign('send-code', { channel: 'sms' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.code.sentTo).toBe('06 •• •• •• 78');
    const code = await latestCode(t.database.db, VALID_STEPS.holder.phone, order);
    const signed = await sign('sign', { code }, { 'idempotency-key': newKey() });
    expect(signed.statusCode, signed.body).toBe(200);

    const evidence = (
      await app.inject({ url: `/api/node/v1/signing/${order.id}/evidence`, cookies: tablet })
    ).json().data;
    expect(evidence.saleContext).toEqual({
      kind: 'on-site',
      seller: {
        agentId: 'vad@voltaire.demo',
        displayName: 'Vendeur à domicile',
        channel: 'doorToDoor',
        organisation: 'Porte-à-Porte Conseil',
      },
      place: {
        ...PLACE,
        geolocation: { latitude: 48.8553, longitude: 2.3768, accuracyMeters: 15 },
      },
      withdrawalDays: 14,
    });
    const signedEvent = evidence.events.find((event: { type: string }) => event.type === 'signed');
    expect(signedEvent.data).toMatchObject({
      seller: 'vad@voltaire.demo',
      placeOfSale: '48 rue de la Roquette, 75011 Paris',
    });
    const verified = await app.inject({
      url: `/api/node/v1/admin/signing/${order.id}/verify`,
      cookies: admin,
    });
    expect(verified.json().data.valid).toBe(true);
    // Signed: no more documents for this sale.
    const late = await upload(
      seller,
      { orderId: order.id, kind: 'other' },
      { name: 'x.pdf', bytes: PDF_BYTES },
    );
    expect(late.statusCode).toBe(409);
    await expect(access(join(dataDir, 'uploads'))).resolves.toBeUndefined();
  });
});
