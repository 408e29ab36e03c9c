import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { multipartBody, SAMPLE_FILES, solvedCaptcha } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { seedDemoOrganisations } from '../../seed/seed-demo-organisations.js';

const INTERNAL_KEY = 'cle-interne-demandes-0123456789abcdef';

describe('contact cases: configuration, attachments and the three entry points', () => {
  let t: TestApp;
  let dataDir: string;
  let address = 0;
  const from = () => `10.44.${Math.floor(address / 250)}.${address++ % 250}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-cases-'));
    t = await createTestApp({
      config: { DATA_DIR: dataDir, CAPTCHA_MAX_NUMBER: 1_000, INTERNAL_API_KEY: INTERNAL_KEY },
    });
    await seedDemoOrganisations(t.database.db, { now: () => new Date() });
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: Parameters<typeof multipartBody>[0]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/attachment/post',
      remoteAddress: from(),
      ...multipartBody(parts),
    });

  const caseBody = async (extra: object = {}) => ({
    themeId: 'facture',
    civility: 'Mme',
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: 'jeanne.martin@example.fr',
    phone: '06 12 34 56 78',
    customerReference: 'CL123456',
    message: 'Ma facture de mai me semble trop élevée.',
    captcha: await solvedCaptcha(t.app),
    ...extra,
  });

  const outbox = async (to: string) => {
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    return (await t.app.inject({ url: `/api/node/v1/admin/outbox?to=${to}`, cookies: admin })).json().data
      .messages;
  };

  it('serves the themes, the form configuration and the complaint rules', async () => {
    const themes = (await t.app.inject({ url: '/api/node/v1/sfdc/contact-themes' })).json().data;
    expect(themes.map((theme: { id: string }) => theme.id)).toContain('reclamation');
    const config = (await t.app.inject({ url: '/api/v2/contact-form-config' })).json().data;
    expect(config.attachments).toMatchObject({ maxFiles: 5, maxBytes: 10_485_760 });
    expect(config.attachments.types.map((type: { label: string }) => type.label)).toEqual([
      'PDF',
      'JPEG',
      'PNG',
      'HEIC',
    ]);
    const complaint = (await t.app.inject({ url: '/api/v2/c43-config' })).json().data;
    expect(complaint).toMatchObject({ themeIds: ['reclamation'], mediatorAfterDays: 60 });
    const communes = (await t.app.inject({ url: '/api/v2/code-insee?zipCode=75011' })).json();
    expect(communes).toEqual([{ city: 'Paris 11e Arrondissement', insee: '75111' }]);
  });

  it('sends a case with two attachments and acknowledges it by e-mail with its number', async () => {
    const uploaded = await upload([
      { filename: 'facture-mai.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
      { filename: 'compteur.png', content: SAMPLE_FILES.png, contentType: 'image/png' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const files = uploaded.json().data.attachments;
    expect(files.map((file: { contentType: string }) => file.contentType)).toEqual([
      'application/pdf',
      'image/png',
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case',
      remoteAddress: from(),
      payload: await caseBody({ attachmentIds: files.map((file: { id: string }) => file.id) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { number, status } = response.json().data;
    expect(number).toMatch(/^C\d{4}-\d{6}$/);
    expect(status).toBe('new');
    const [ack] = await outbox('jeanne.martin@example.fr');
    expect(ack).toMatchObject({
      purpose: 'case-acknowledgement',
      subject: `Votre demande ${number} a bien été reçue`,
    });
    expect(ack.text).toContain('Bonjour Madame Martin,');
    expect(ack.text).toContain('Pièces jointes reçues : 2.');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case',
      remoteAddress: from(),
      payload: await caseBody({ attachmentIds: [files[0].id] }),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toEqual({
      code: 'ATTACHMENT_UNKNOWN',
      message: 'Une pièce jointe est introuvable ou a expiré : joignez-la de nouveau.',
    });
  });

  it('refuses an attachment whose content does not match its extension', async () => {
    const response = await upload([{ filename: 'facture.pdf', content: SAMPLE_FILES.png }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        code: 'UPLOAD_TYPE_MISMATCH',
        message: '« facture.pdf » : Le contenu du fichier ne correspond pas à son extension.',
      },
    ]);
    const executable = await upload([
      { filename: 'photo.jpg', content: Buffer.from('MZ\x90\x00 not a picture') },
    ]);
    expect(executable.json().errors[0].code).toBe('UPLOAD_TYPE_REFUSED');
  });

  it('answers 413 in French for a file over 10 Mo, and for a sixth file', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload([{ filename: 'gros.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([
      {
        code: 'UPLOAD_TOO_LARGE',
        message: '« gros.pdf » : Le fichier est trop volumineux (10\u00A0Mo maximum).',
      },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `f${i}.jpg`, content: SAMPLE_FILES.jpeg }));
    const tooMany = await upload(six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().errors[0]).toEqual({
      code: 'UPLOAD_TOO_MANY',
      message: 'Vous pouvez joindre 5 fichiers au plus.',
    });
  });

  it('refuses a JSON body on the upload call with a French 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/attachment/post',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].message).toBe(
      'Envoyez les fichiers au format multipart/form-data (champ « file »).',
    );
  });

  it('asks for the fields the theme requires and refuses a bad captcha', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case',
      remoteAddress: from(),
      payload: await caseBody({ themeId: 'compteur', customerReference: '' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { code: 'VALIDATION_ERROR', message: 'Champ obligatoire', field: 'deliveryPointId' },
    ]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case',
      remoteAddress: from(),
      payload: { ...(await caseBody()), captcha: 'bm9u' },
    });
    expect(forged.json().errors[0].code).toBe('CAPTCHA_INVALID');
  });

  it('opens a case from another system (case-raw) and from an agent (sales-platform)', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case-raw',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: {
        Subject: 'Relevé contesté',
        Description: 'Le client conteste le relevé du 12 mai.',
        SuppliedName: 'Paul Durand',
        SuppliedEmail: 'paul.durand@example.fr',
        Type: 'compteur',
        Origin: 'serveur-vocal',
      },
    });
    expect(raw.statusCode, raw.body).toBe(201);
    const [ack] = await outbox('paul.durand@example.fr');
    expect(ack.text).toContain('Bonjour Paul Durand,');

    const agent = await loginAs(t.app, 'tlv@voltaire.demo');
    const byAgent = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sales-platform/case/post',
      cookies: agent,
      payload: { ...(await caseBody({ email: 'agathe@example.fr' })), captcha: undefined },
    });
    expect(byAgent.statusCode, byAgent.body).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sales-platform/case/post',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens a case from an error report, with the scrubbed report attached', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/debugger/openCase',
      remoteAddress: from(),
      payload: {
        type: 'errorBoundary',
        url: 'https://www.voltaire.example/souscription/paiement',
        description: 'TypeError: iban is undefined (FR7630006000011234567890189)',
        customData: [{ type: 'log', message: 'saisie jeanne@example.fr' }],
        firstName: 'Léa',
        lastName: 'Petit',
        email: 'lea.petit@example.fr',
        message: 'La page de paiement reste blanche.',
        captcha: await solvedCaptcha(t.app),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    const detail = (
      await t.app.inject({ url: `/api/v2/admin/cases/${response.json().data.id}`, cookies: admin })
    ).json().data;
    expect(detail).toMatchObject({ channel: 'errorReport', themeId: 'incident-technique' });
    expect(detail.attachments).toMatchObject([
      { filename: 'signalement.json', contentType: 'application/json' },
    ]);
    const file = await t.app.inject({
      url: `/api/v2/admin/cases/${detail.id}/attachments/${detail.attachments[0].id}`,
      cookies: admin,
    });
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.body).not.toContain('FR7630006000011234567890189');
    expect(file.body).not.toContain('jeanne@example.fr');
  });
});
