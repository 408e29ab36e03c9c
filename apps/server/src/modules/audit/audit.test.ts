import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import {
  addPartnerAdmin,
  type Cookies,
  DEALERSHIP_ORG,
  DOOR_TO_DOOR_ORG,
  PARTNER_ADMIN_B,
  userManage,
} from '../../../test/partner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LOCAL_NETWORK_RANGES } from '../../seed/demo-organisations.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';
import { createAuditService } from './audit.service.js';

let now = new Date('2026-11-25T09:00:00Z');
const clock = {
  now: () => {
    now = new Date(now.getTime() + 1_000);
    return now;
  },
};

interface Entry {
  action: string;
  actorEmail: string;
  organisationId: string;
  target: string;
  details: string;
  clientAddress: string;
}

/** Every change to people, roles, IP ranges and organisations: who, when, what, from which address. */
describe('the audit log', () => {
  let t: TestApp;
  let admin: Cookies;
  let adminA: Cookies;
  let adminB: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
    await addPartnerAdmin(t.database.db, DEALERSHIP_ORG, PARTNER_ADMIN_B);
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    adminA = await loginAs(t.app, 'partenaire@voltaire.demo');
    adminB = await loginAs(t.app, PARTNER_ADMIN_B);
  });
  afterAll(() => t.close());

  const audit = async (cookies: Cookies, query = '') => {
    const response = await t.app.inject({
      url: `/api/node/v1/so-partner/audit${query}`,
      cookies,
      remoteAddress: '10.79.0.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Entry[];
  };

  it('records people’s changes with who, what and from which address; a partner admin reads their own', async () => {
    const invited = await userManage(
      t.app,
      adminA,
      { action: 'create', email: 'audit@pap.example', displayName: 'Vendeur Audit', role: 'doorToDoor' },
      '10.77.0.1',
    );
    const id = invited.json().data.person.id;
    await userManage(t.app, adminA, { action: 'update', userId: id, role: 'partnerAdmin' }, '10.77.0.2');
    await userManage(t.app, adminA, { action: 'disable', userId: id }, '10.77.0.3');
    const entries = await audit(adminA);
    expect(
      entries
        .slice(0, 3)
        .map(({ action, details, clientAddress, actorEmail, target }) => [
          action,
          details,
          clientAddress,
          actorEmail,
          target,
        ]),
    ).toEqual([
      [
        'person.disabled',
        'Compte désactivé : ses sessions ont pris fin, il ne peut plus se connecter.',
        '10.77.0.3',
        'partenaire@voltaire.demo',
        'Vendeur Audit (audit@pap.example)',
      ],
      [
        'person.roleChanged',
        'Rôle : Conseiller — Vente à domicile → Administrateur partenaire.',
        '10.77.0.2',
        'partenaire@voltaire.demo',
        'Vendeur Audit (audit@pap.example)',
      ],
      [
        'person.invited',
        'Invitation envoyée ; rôle : Conseiller — Vente à domicile.',
        '10.77.0.1',
        'partenaire@voltaire.demo',
        'Vendeur Audit (audit@pap.example)',
      ],
    ]);
    expect(await audit(adminB)).toEqual([]);
  });

  it('records an admin’s changes to organisations and IP ranges, for the admin and the organisation', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/organisations/${DEALERSHIP_ORG}`,
      cookies: admin,
      payload: { name: 'Réseau Concessions Auto Sud', channels: ['dealership', 'telesales'] },
      remoteAddress: '10.78.0.1',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const ranges = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/organisations/${DEALERSHIP_ORG}/ip-ranges`,
      cookies: admin,
      payload: { ipRanges: [LOCAL_NETWORK_RANGES[2]] },
      remoteAddress: '10.78.0.2',
    });
    expect(ranges.statusCode, ranges.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/organisations',
      cookies: admin,
      payload: { name: 'Centre d’appels Nord', kind: 'partner', channels: ['telesales'] },
    });
    expect(created.statusCode).toBe(201);

    const forB = await audit(adminB);
    expect(forB.map(({ action, details }) => [action, details])).toEqual([
      [
        'organisation.ipRangesReplaced',
        expect.stringMatching(
          /^Avant : 127\.0\.0\.0 – 127\.255\.255\.255, .* Après : 10\.0\.0\.0 – 10\.255\.255\.255\.$/,
        ),
      ],
      [
        'organisation.updated',
        'Nom : Réseau Concessions Auto → Réseau Concessions Auto Sud ; canaux : Concession → Concession, Télévente.',
      ],
    ]);
    expect(forB[0]).toMatchObject({ actorEmail: 'admin@voltaire.demo', clientAddress: '10.78.0.2' });
    const everything = await audit(admin);
    expect(everything[0]).toMatchObject({
      action: 'organisation.created',
      target: 'Centre d’appels Nord',
      details: 'Nom : Centre d’appels Nord ; canaux : Télévente ; statut : Active.',
    });
    expect(everything.some(({ organisationId }) => organisationId === DOOR_TO_DOOR_ORG)).toBe(true);
    expect(
      (await audit(admin, `?organisationId=${DOOR_TO_DOOR_ORG}`)).every(
        ({ organisationId }) => organisationId === DOOR_TO_DOOR_ORG,
      ),
    ).toBe(true);
    const elsewhere = await t.app.inject({
      url: `/api/node/v1/so-partner/audit?organisationId=${DOOR_TO_DOOR_ORG}`,
      cookies: adminB,
      remoteAddress: '10.79.0.1',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deletes the entries older than the 12 months of retention and keeps the others', async () => {
    let at = new Date('2025-01-10T08:00:00Z');
    const service = createAuditService({ db: t.database.db, clock: { now: () => at } });
    const actor = { email: 'admin@voltaire.demo', displayName: 'Admin', clientAddress: '10.0.0.1' };
    const entry = (target: string) => ({
      action: 'person.updated' as const,
      organisation: { id: DOOR_TO_DOOR_ORG, name: 'Porte-à-Porte Conseil' },
      target,
      details: 'Rôle : Porte-à-porte → Administrateur partenaire.',
    });
    await service.record(t.database.db, actor, entry('Ancienne entrée'));
    at = new Date('2025-12-01T08:00:00Z');
    await service.record(t.database.db, actor, entry('Entrée récente'));
    at = new Date('2026-11-25T09:00:00Z');
    expect(await service.purgeExpired()).toBe(1);
    const targets = (await service.list({ organisationId: DOOR_TO_DOOR_ORG, limit: 500 })).map(
      ({ target }) => target,
    );
    expect(targets).toContain('Entrée récente');
    expect(targets).not.toContain('Ancienne entrée');
  });
});
