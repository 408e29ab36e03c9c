import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import { errorsOf, NATHALIE, proveHolder, requestLink } from './customer-helpers.js';
import { EXE_BYTES, multipart, PNG_BYTES } from './field-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };

describe('moving house: the photo of the final meter reading', () => {
  let t: TestApp;
  let dataDir: string;
  let holder: Record<string, string>;
  let gasHolder: Record<string, string>;
  let moveOut: string;
  let newHomeOnly: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-meter-photo-'));
    t = await createTestApp({ clock, config: { DATA_DIR: dataDir } });
    await seedDemoData(t.database.db, clock);
    const prove = async (index: number) =>
      (
        await proveHolder(
          t.app,
          t.database.db,
          await requestLink(t.app, t.database.db, NATHALIE.email, 'moving', index),
          NATHALIE.email,
        )
      ).cookies;
    holder = await prove(0);
    gasHolder = await prove(1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/demenagement/depart',
      cookies: holder,
      payload: { contractId: NATHALIE.electricityId, path: 'bothEnds', moveOutDate: '2026-04-15' },
    });
    expect(started.statusCode, started.body).toBe(201);
    moveOut = started.json().data.id;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/demenagement/nouveau-logement-only',
      cookies: gasHolder,
      payload: { contractId: NATHALIE.gasId },
    });
    expect(other.statusCode, other.body).toBe(201);
    newHomeOnly = other.json().data.id;
    // Seeding and two proven links: slow on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (cookies: Record<string, string>, orderId: string, file?: Parameters<typeof multipart>[1]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/node/v1/demenagement/${orderId}/releve-photo`,
      cookies,
      ...multipart({}, file),
    });

  it('keeps the photo with the move, under DATA_DIR, for the customer and the administrators only', async () => {
    const uploaded = await upload(holder, moveOut, { name: 'compteur.png', bytes: PNG_BYTES });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json().data;
    expect(photo).toMatchObject({
      orderId: moveOut,
      kind: 'meterReading',
      kindLabel: 'Photo de l’index du compteur au départ',
      contentType: 'image/png',
      uploadedBy: 'client',
      url: `/api/node/v1/demenagement/${moveOut}/releve-photo/${photo.id}`,
    });
    expect(await readFile(join(dataDir, 'uploads', 'orders', moveOut, photo.id))).toEqual(PNG_BYTES);

    const mine = await t.app.inject({ url: photo.url, cookies: holder });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(PNG_BYTES);
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    expect((await t.app.inject({ url: `/api/vad/documents/${photo.id}`, cookies: admin })).statusCode).toBe(
      200,
    );

    // Another customer, a seller, someone without a session: the same 404, upload or download.
    const seller = await loginAs(t.app, 'vad@voltaire.demo');
    expect((await t.app.inject({ url: `/api/vad/documents/${photo.id}`, cookies: seller })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: photo.url, cookies: gasHolder })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
    const stranger = await upload(gasHolder, moveOut, { name: 'compteur.png', bytes: PNG_BYTES });
    expect(stranger.statusCode).toBe(404);
    expect(errorsOf(stranger)[0]?.message).toBe('Commande introuvable.');
  });

  it('refuses what is not a photo or a PDF, by its content, in French', async () => {
    const exe = await upload(holder, moveOut, { name: 'compteur.exe', bytes: EXE_BYTES });
    expect(exe.statusCode).toBe(422);
    expect(errorsOf(exe)[0]).toEqual({
      code: 'UPLOAD_TYPE_REFUSED',
      message: 'Format de fichier non accepté. Formats acceptés\u00A0: PDF, JPEG, PNG, HEIC.',
    });
    const lying = await upload(holder, moveOut, { name: 'compteur.pdf', bytes: PNG_BYTES });
    expect(errorsOf(lying)[0]).toEqual({
      code: 'UPLOAD_TYPE_MISMATCH',
      message: 'Le contenu du fichier ne correspond pas à son extension.',
    });
    const none = await upload(holder, moveOut);
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none)[0]).toEqual({ code: 'UPLOAD_MISSING', message: 'Joignez un fichier.' });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/demenagement/${moveOut}/releve-photo`,
      cookies: holder,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('asks for the move-out first when the old home is not terminated by this move', async () => {
    const refused = await upload(gasHolder, newHomeOnly, { name: 'compteur.png', bytes: PNG_BYTES });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toEqual({
      code: 'MOVE_OUT_MISSING',
      message:
        'La photo de l’index accompagne la résiliation de votre logement actuel : indiquez d’abord votre date de départ.',
    });
  });
});
