import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import {
  addPartnerAdmin,
  agentDraft,
  type Cookies,
  DEALERSHIP_ORG,
  DOOR_TO_DOOR_ORG,
  PARTNER_ADMIN_B,
  signedAgentSale,
} from '../../../test/partner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';

const clock = { now: () => new Date('2026-11-25T09:00:00Z') };

/** A partner sees its own people's sales, masked, as charts, tables and CSV; nobody else's. */
describe('the partner’s sales', () => {
  let t: TestApp;
  let adminA: Cookies;
  let adminB: Cookies;
  let signed: { id: string; reference: string };
  let draft: { id: string; reference: string };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
    await addPartnerAdmin(t.database.db, DEALERSHIP_ORG, PARTNER_ADMIN_B);
    const seller = await loginAs(t.app, 'vad@voltaire.demo');
    signed = await signedAgentSale(t.app, t.database.db, seller, 'jeanne.client@example.fr');
    draft = await agentDraft(t.app, seller, 'paul.prospect@example.fr');
    await agentDraft(t.app, await loginAs(t.app, 'concession@voltaire.demo'), 'autre.client@example.fr');
    adminA = await loginAs(t.app, 'partenaire@voltaire.demo');
    adminB = await loginAs(t.app, PARTNER_ADMIN_B);
  });
  afterAll(() => t.close());

  const report = (cookies: Cookies, query = '') =>
    t.app.inject({ url: `/api/node/v1/so-partner/sales${query}`, cookies });

  it('reports the month by default: conversion, signatures per day and per agent, data masked', async () => {
    const response = await report(adminA);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ from: '2026-11-01', to: '2026-11-25', withdrawals: 0 });
    expect(data.conversion).toEqual({ created: 2, signed: 1, rate: 0.5 });
    expect(data.signedPerDay).toHaveLength(25);
    expect(data.signedPerDay.at(-1)).toEqual({ date: '2026-11-25', signed: 1 });
    expect(data.byAgent).toEqual([
      { agentId: 'vad@voltaire.demo', agentName: 'Vendeur à domicile', created: 2, signed: 1, withdrawn: 0 },
    ]);
    const sale = data.sales.find((candidate: { orderId: string }) => candidate.orderId === signed.id);
    expect(sale).toMatchObject({
      reference: signed.reference,
      status: 'signed',
      channel: 'doorToDoor',
      customer: 'J. D.',
      customerEmail: 'j•••@example.fr',
      customerPhone: '06 •• •• •• 78',
      createdOn: '2026-11-25',
      signedOn: '2026-11-25',
    });
    expect(JSON.stringify(data)).not.toContain('jeanne.client@example.fr');
  });

  it('filters by status, agent and period', async () => {
    const drafts = (await report(adminA, '?status=draft')).json().data;
    expect(drafts.sales.map((sale: { orderId: string }) => sale.orderId)).toEqual([draft.id]);
    expect((await report(adminA, '?agent=autre@pap.example')).json().data.sales).toEqual([]);
    expect((await report(adminA, '?from=2026-10-01&to=2026-10-31')).json().data.sales).toEqual([]);
    const backwards = await report(adminA, '?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].message).toBe('La fin de la période précède son début.');
  });

  it('shows another organisation none of these sales, and agents none at all', async () => {
    const b = (await report(adminB)).json().data;
    expect(b.sales.map((sale: { agentId: string }) => sale.agentId)).toEqual(['concession@voltaire.demo']);
    expect((await report(adminB, `?organisationId=${DOOR_TO_DOOR_ORG}`)).statusCode).toBe(404);
    expect((await report(await loginAs(t.app, 'vad@voltaire.demo'))).statusCode).toBe(403);
    const admin = await report(
      await loginAs(t.app, 'admin@voltaire.demo'),
      `?organisationId=${DOOR_TO_DOOR_ORG}`,
    );
    expect(admin.json().data.conversion.created).toBe(2);
  });

  it('exports the sales as CSV for a French spreadsheet, personal data masked', async () => {
    const response = await t.app.inject({
      url: '/api/node/v1/so-partner/sales.csv?status=signed',
      cookies: adminA,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ventes-2026-11-01-2026-11-25.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Référence;Créée le;Signée le;Conseiller;E-mail du conseiller;Canal;Statut;Client (initiales);E-mail du client (masqué);Téléphone du client (masqué);Énergie',
    );
    expect(lines[1]).toBe(
      `${signed.reference};25/11/2026;25/11/2026;Vendeur à domicile;vad@voltaire.demo;Vente à domicile;Signée;J. D.;j•••@example.fr;06 •• •• •• 78;Électricité`,
    );
    expect(lines).toHaveLength(3);
    expect(response.body).not.toContain('Dupont');
  });
});
