import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describePriceChange } from '@voltaire/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderContractPdf } from '../src/modules/signing/contract-pdf.js';
import { templateFor } from '../src/modules/signing/contract-templates.js';
import { signingDocuments, signingEvidence } from '../src/modules/signing/signing.tables.js';
import { supplierIdentity } from '../src/modules/signing/supplier.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { loginAs } from './admin-session.js';
import { pdfPagesText } from './pdf-inspection.js';
import { signedOrder, submittedOrder, type TestOrder } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const now = new Date('2026-11-22T10:00:00Z');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the contract PDF and the evidence of its signature', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
    await seedCatalogue(t.database.db);
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
  });
  afterAll(() => t.close());

  const pdf = (order: TestOrder, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/node/v1/signing/${order.id}/document.pdf${query}`,
      cookies: order.cookies,
    });
  const mandateReference = async (order: TestOrder): Promise<string> =>
    (await t.app.inject({ method: 'GET', url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
      .data.journey.payment.mandateReference;
  const verify = async (order: TestOrder) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/admin/signing/${order.id}/verify`,
      cookies: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { valid: boolean; checks: Array<{ name: string; ok: boolean }> };
  };
  const failedChecks = async (order: TestOrder) =>
    (await verify(order)).checks.filter((check) => !check.ok).map((check) => check.name);

  it('is a real PDF in French with the parties, prices, delivery point, start date, SEPA mandate, withdrawal form and terms', async () => {
    const order = await submittedOrder(t.app);
    const response = await pdf(order);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="contrat-${order.reference}.pdf"`);
    const bytes = response.rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    expect(response.headers['x-content-sha256']).toBe(sha256(bytes));

    const text = (await pdfPagesText(bytes)).join('\n');
    const rum = await mandateReference(order);
    expect(rum).toMatch(/^VOLT-/);
    for (const expected of [
      'Contrat de fourniture d’électricité',
      'Madame Jeanne Dupont',
      rum,
      'FR13ZZZ812345',
      'FR76 3000 6000 0112 3456 7890 189',
      'Électricité Fixe',
      '15,47 € par mois',
      '(gestionnaire de réseau : Enedis)',
      'Début de fourniture prévu le 15/01/2027.',
      'Annexe — Formulaire de rétractation',
      'version CGV-2026-01',
      'Médiateur national de l’énergie',
      `modèle elec-web@2026-02`,
    ]) {
      expect(text).toContain(expected);
    }
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/signing/${order.id}`,
      cookies: order.cookies,
    });
    expect(state.json().data.document.sha256).toBe(sha256(bytes));

    const again = await pdf(order, '?download=1');
    expect(again.headers['content-disposition']).toBe(
      `attachment; filename="contrat-${order.reference}.pdf"`,
    );
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);
  });

  it('renders the same bytes for the same inputs, and other bytes for other inputs', async () => {
    const input = {
      template: templateFor('gas', 'telesales'),
      supplier: supplierIdentity('Voltaire Énergie'),
      issuedAt: new Date('2026-11-20T08:30:00Z'),
      reference: 'VOL-2026-0000000001',
      customer: {
        civility: 'M.' as const,
        firstName: 'Éric',
        lastName: 'Lefèvre',
        birthDate: '1970-02-01',
        email: 'eric@example.fr',
        phone: '0712345678',
        supplyAddress: '1 rue de Rivoli 75001 Paris',
        billingAddress: null,
      },
      offer: {
        name: 'Gaz Fixe',
        priceLines: ['Abonnement : 147,24 € par an'],
        priceChange: describePriceChange('fixed'),
        promoCode: 'BIENVENUE',
      },
      deliveryPoint: { energy: 'gas' as const, id: 'GI123456' },
      start: { kind: 'connection' as const, date: '2026-11-27', expressStartRequested: true },
      mandate: {
        reference: 'VOLT-TEST-RUM-0001',
        iban: 'FR7630006000011234567890189',
        accountHolder: 'Éric Lefèvre',
        debitDay: 10 as const,
      },
    };
    const first = await renderContractPdf(input);
    expect(sha256(await renderContractPdf(input))).toBe(sha256(first));
    expect(
      sha256(await renderContractPdf({ ...input, issuedAt: new Date('2026-11-20T08:30:01Z') })),
    ).not.toBe(sha256(first));
    const text = (await pdfPagesText(first)).join('\n');
    expect(text).toContain('Monsieur Éric Lefèvre');
    expect(text).toContain('VOLT-TEST-RUM-0001');
    expect(text).toContain('L221-16');
    expect(text).toContain('GRDF');
    expect(text).toContain(
      'Vous avez demandé expressément que la fourniture commence avant la fin du délai de rétractation',
    );
  });

  it('after signing, serves the same bytes followed by a signature page', async () => {
    const order = await signedOrder(t.app, t.database.db);
    const [contract] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, order.id), eq(signingDocuments.kind, 'contract')));
    const signed = (await pdf(order)).rawPayload;
    expect(Buffer.compare(signed.subarray(0, contract?.bytes.length), contract?.bytes as Buffer)).toBe(0);
    const pages = await pdfPagesText(signed);
    expect(pages).toHaveLength(4);
    const signaturePage = pages.at(-1) as string;
    for (const expected of [
      'Page de signature électronique',
      'Madame Jeanne Dupont',
      'Code à usage unique envoyé par SMS (06 •• •• •• 78)',
      '2026-11-22T10:00:00.000Z',
      contract?.sha256 as string,
    ]) {
      expect(signaturePage).toContain(expected);
    }
    expect(pages.join('\n')).toContain(await mandateReference(order));
  });

  it('keeps an evidence file with identity, method, masked destination, times, IP, user agent, hashes and the chain', async () => {
    const order = await signedOrder(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/signing/${order.id}/evidence`,
      cookies: order.cookies,
    });
    expect(response.statusCode).toBe(200);
    const file = response.json().data;
    const [contract] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, order.id), eq(signingDocuments.kind, 'contract')));
    expect(file).toMatchObject({
      format: 'voltaire-signature-evidence/1',
      order: { id: order.id, reference: order.reference },
      signer: { name: 'Madame Jeanne Dupont', birthDate: '1985-04-12' },
      authentication: { method: 'one-time-code', channel: 'sms', destination: '06 •• •• •• 78' },
      document: { templateId: 'elec-web', templateVersion: '2026-02', sha256: contract?.sha256 },
      signedAt: '2026-11-22T10:00:00.000Z',
      client: { ip: '203.0.113.7', userAgent: 'Vitest/4 (signing)' },
    });
    expect(file.events.map((event: { type: string }) => event.type)).toEqual([
      'document-generated',
      'document-shown',
      'code-sent',
      'code-accepted',
      'signed',
    ]);
    expect(file.chainHead).toBe(file.events.at(-1).hash);
    expect(JSON.stringify(file)).not.toContain('0612345678');
  });

  it('verification passes on the stored files and fails after one changed byte of the PDF or of the log', async () => {
    const order = await signedOrder(t.app, t.database.db);
    expect(await verify(order)).toEqual({
      valid: true,
      checks: [
        'evidence-file-hash',
        'event-chain',
        'chain-head',
        'event-log',
        'document-hash',
        'signed-document-hash',
        'signed-document-contains-document',
        'pdf-readable',
      ].map((name) => ({ name, ok: true, detail: expect.any(String) })),
    });

    const flipByte = async (kind: 'contract' | 'signed', offset: number) => {
      const where = and(eq(signingDocuments.orderId, order.id), eq(signingDocuments.kind, kind));
      const [row] = await t.database.db.select().from(signingDocuments).where(where);
      const original = row?.bytes as Buffer;
      const changed = Buffer.from(original);
      changed[offset] = (changed[offset] as number) ^ 0x01;
      await t.database.db.update(signingDocuments).set({ bytes: changed }).where(where);
      return () => t.database.db.update(signingDocuments).set({ bytes: original }).where(where);
    };

    // One byte inside the contract's text stream (past the header), then one byte of the signature page.
    const restoreContract = await flipByte('contract', 2_000);
    expect(await failedChecks(order)).toEqual(['document-hash', 'signed-document-contains-document']);
    await restoreContract();
    const restoreSigned = await flipByte('signed', 9_000);
    expect(await failedChecks(order)).toContain('signed-document-hash');
    await restoreSigned();
    expect((await verify(order)).valid).toBe(true);

    const [evidence] = await t.database.db
      .select()
      .from(signingEvidence)
      .where(eq(signingEvidence.orderId, order.id));
    const original = evidence?.bytes as Buffer;
    const changeEvidenceByte = async (at: number) => {
      const changed = Buffer.from(original);
      changed[at] = '8'.charCodeAt(0);
      await t.database.db
        .update(signingEvidence)
        .set({ bytes: changed })
        .where(eq(signingEvidence.orderId, order.id));
    };
    // The IP as summarised at the top of the file, then as recorded in the last event.
    await changeEvidenceByte(original.indexOf('203.0.113.7') + 10);
    expect(await failedChecks(order)).toEqual(['evidence-file-hash']);
    await changeEvidenceByte(original.lastIndexOf('203.0.113.7') + 10);
    expect(await failedChecks(order)).toEqual([
      'evidence-file-hash',
      'event-chain',
      'chain-head',
      'event-log',
    ]);
    await t.database.db
      .update(signingEvidence)
      .set({ bytes: original })
      .where(eq(signingEvidence.orderId, order.id));
    expect((await verify(order)).valid).toBe(true);

    // The event log in the database, separately: one character of one event.
    await t.database.db.execute(
      sql`update signing_events set data = jsonb_set(data, '{ip}', '"203.0.113.8"') where order_id = ${order.id} and type = 'signed'`,
    );
    expect(await failedChecks(order)).toEqual(['event-log']);
  });

  it('verification is for admins only', async () => {
    const order = await signedOrder(t.app, t.database.db);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/admin/signing/${order.id}/verify`,
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/admin/signing/${order.id}/verify`,
      cookies: order.cookies,
    });
    expect(customer.statusCode).toBe(401);
  });
});
