import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import {
  addPartnerAdmin,
  type Cookies,
  DEALERSHIP_ORG,
  DOOR_TO_DOOR_ORG,
  PARTNER_ADMIN_B,
  passwordLinkTokenOf,
  userManage,
} from '../../../test/partner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';

interface PersonView {
  id: string;
  email: string;
  role: string;
  status: string;
  organisationId: string;
}

/** `so-partner/user-manage`: a partner admin manages their own organisation's people, and nobody else's. */
describe('user-manage: the people of an organisation', () => {
  let t: TestApp;
  let adminA: Cookies;
  let adminB: Cookies;
  let seller: Cookies;
  let platformAdmin: Cookies;
  let vadId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, { now: () => new Date() });
    await addPartnerAdmin(t.database.db, DEALERSHIP_ORG, PARTNER_ADMIN_B);
    adminA = await loginAs(t.app, 'partenaire@voltaire.demo');
    adminB = await loginAs(t.app, PARTNER_ADMIN_B);
    seller = await loginAs(t.app, 'vad@voltaire.demo');
    platformAdmin = await loginAs(t.app, 'admin@voltaire.demo');
    const listed = await userManage(t.app, adminA, { action: 'list' });
    vadId = listed.json().data.people.find((p: PersonView) => p.email === 'vad@voltaire.demo').id;
  });
  afterAll(() => t.close());

  const login = (email: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password } });

  it('so-partner tells who is logged in, their role, organisation and the roles they may give', async () => {
    const profile = await t.app.inject({ url: '/api/node/v1/so-partner', cookies: adminA });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toEqual({
      email: 'partenaire@voltaire.demo',
      displayName: 'Administratrice Porte-à-Porte Conseil',
      role: 'partnerAdmin',
      isAdmin: false,
      canManagePeople: true,
      organisation: {
        id: DOOR_TO_DOOR_ORG,
        name: 'Porte-à-Porte Conseil',
        kind: 'partner',
        channels: ['doorToDoor'],
        status: 'active',
      },
      assignableRoles: ['partnerAdmin', 'doorToDoor'],
      landingPath: '/espace-partenaire',
    });
    const agent = (await t.app.inject({ url: '/api/node/v1/so-partner', cookies: seller })).json().data;
    expect(agent).toMatchObject({ role: 'doorToDoor', canManagePeople: false, assignableRoles: [] });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/partner/infos-parcours',
      cookies: seller,
    });
    expect(session.json().data.organisation).toMatchObject({ name: 'Porte-à-Porte Conseil' });
  });

  it('lists only the partner admin’s own organisation, on both SPEC paths', async () => {
    for (const url of ['/api/node/v1/so-partner/user-manage', '/so-partner/api/v1/user-manage']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        cookies: adminA,
        payload: { action: 'list' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const people = response.json().data.people as PersonView[];
      expect(people.map(({ email, role, status }) => [email, role, status])).toEqual([
        ['partenaire@voltaire.demo', 'partnerAdmin', 'active'],
        ['vad@voltaire.demo', 'doorToDoor', 'active'],
      ]);
    }
    const b = await userManage(t.app, adminB, { action: 'list' });
    expect((b.json().data.people as PersonView[]).map(({ email }) => email)).toEqual([
      PARTNER_ADMIN_B,
      'concession@voltaire.demo',
    ]);
  });

  it('invites a seller: an invited person, a single-use link by e-mail, nothing to log in with yet', async () => {
    const invited = await userManage(t.app, adminA, {
      action: 'create',
      email: ' Nouveau.Vendeur@PAP.example ',
      displayName: 'Nouveau Vendeur',
      role: 'doorToDoor',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.person).toMatchObject({
      email: 'nouveau.vendeur@pap.example',
      role: 'doorToDoor',
      channel: 'doorToDoor',
      status: 'invited',
      organisationId: DOOR_TO_DOOR_ORG,
    });
    expect(await passwordLinkTokenOf(t.database.db, 'nouveau.vendeur@pap.example')).toHaveLength(43);
    expect((await login('nouveau.vendeur@pap.example', '')).statusCode).toBe(400);
    expect((await login('nouveau.vendeur@pap.example', 'nimporte-quoi-123')).statusCode).toBe(401);
  });

  it('refuses an e-mail already in use, in French, whatever its organisation', async () => {
    const taken = await userManage(t.app, adminA, {
      action: 'create',
      email: 'CONCESSION@voltaire.demo',
      displayName: 'Doublon',
      role: 'doorToDoor',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      {
        code: 'EMAIL_TAKEN',
        message: 'Cette adresse e-mail est déjà utilisée par un compte.',
        field: 'email',
      },
    ]);
  });

  it('gives an agent only one of the organisation’s channels', async () => {
    const refused = await userManage(t.app, adminA, {
      action: 'create',
      email: 'televendeur@pap.example',
      displayName: 'Télévendeur',
      role: 'telesales',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        code: 'CHANNEL_NOT_IN_ORGANISATION',
        message: 'Le canal « Télévente » n’est pas l’un des canaux de l’organisation.',
        field: 'role',
      },
    ]);
    const admin = await userManage(t.app, adminA, { action: 'update', userId: vadId, role: 'dealership' });
    expect(admin.statusCode).toBe(400);
  });

  it('answers 404 to a partner admin acting on another organisation’s person, never a hint', async () => {
    for (const body of [
      { action: 'update', userId: vadId, displayName: 'Pirate' },
      { action: 'disable', userId: vadId },
      { action: 'enable', userId: vadId },
      { action: 'resetPassword', userId: vadId },
    ]) {
      const response = await userManage(t.app, adminB, body);
      expect(response.statusCode, `${body.action}: ${response.body}`).toBe(404);
      expect(response.json().errors).toEqual([{ code: 'USER_NOT_FOUND', message: 'Personne introuvable.' }]);
    }
    const unknown = await userManage(t.app, adminB, {
      action: 'disable',
      userId: '00000000-0000-4000-8000-0000000000ff',
    });
    expect(unknown.json().errors).toEqual([{ code: 'USER_NOT_FOUND', message: 'Personne introuvable.' }]);
    const otherOrganisation = await userManage(t.app, adminB, {
      action: 'list',
      organisationId: DOOR_TO_DOOR_ORG,
    });
    expect(otherOrganisation.statusCode).toBe(404);
    expect(otherOrganisation.json().errors[0]).toEqual({
      code: 'ORGANISATION_NOT_FOUND',
      message: 'Organisation introuvable.',
    });
    expect((await login('vad@voltaire.demo')).statusCode).toBe(200);
  });

  it('refuses agents (403) and anonymous callers (401) before reading the body', async () => {
    const agent = await userManage(t.app, seller, { action: 'list' });
    expect(agent.statusCode).toBe(403);
    expect(agent.json().errors[0]).toEqual({
      code: 'FORBIDDEN',
      message: 'L’espace partenaire est réservé aux administrateurs de l’organisation.',
    });
    expect((await userManage(t.app, {}, { action: 'nimporte' })).statusCode).toBe(401);
  });

  it('disabling a seller ends their sessions at once; re-enabling lets them log in again', async () => {
    const sellerSession = await loginAs(t.app, 'vad@voltaire.demo');
    const whoAmI = () => t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies: sellerSession });
    expect((await whoAmI()).statusCode).toBe(200);
    const disabled = await userManage(t.app, adminA, { action: 'disable', userId: vadId });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.person).toMatchObject({ status: 'disabled' });
    expect((await whoAmI()).statusCode).toBe(401);
    const refused = await login('vad@voltaire.demo');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('ACCOUNT_DISABLED');
    const reset = await userManage(t.app, adminA, { action: 'resetPassword', userId: vadId });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().errors[0].message).toBe(
      'Ce compte est désactivé : réactivez-le avant d’envoyer un lien.',
    );
    const enabled = await userManage(t.app, adminA, { action: 'enable', userId: vadId });
    expect(enabled.json().data.person).toMatchObject({ status: 'active', disabledAt: null });
    expect((await login('vad@voltaire.demo')).statusCode).toBe(200);
  });

  it('keeps a partner admin from disabling themselves or changing their own role', async () => {
    const self = (await userManage(t.app, adminA, { action: 'list' }))
      .json()
      .data.people.find((p: PersonView) => p.email === 'partenaire@voltaire.demo') as PersonView;
    const disable = await userManage(t.app, adminA, { action: 'disable', userId: self.id });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().errors[0].message).toBe('Vous ne pouvez pas désactiver votre propre compte.');
    const demote = await userManage(t.app, adminA, { action: 'update', userId: self.id, role: 'doorToDoor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errors[0].message).toBe('Vous ne pouvez pas changer votre propre rôle.');
  });

  it('changes a seller’s role and name; the new role applies to their open session', async () => {
    const invited = await userManage(t.app, adminA, {
      action: 'create',
      email: 'chef.equipe@pap.example',
      displayName: 'Chef Équipe',
      role: 'doorToDoor',
    });
    const id = invited.json().data.person.id;
    const promoted = await userManage(t.app, adminA, {
      action: 'update',
      userId: id,
      role: 'partnerAdmin',
      displayName: 'Cheffe d’équipe',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.person).toMatchObject({
      role: 'partnerAdmin',
      displayName: 'Cheffe d’équipe',
    });
  });

  it('lets a platform admin invite the first partner admin of any organisation', async () => {
    const invited = await userManage(t.app, platformAdmin, {
      action: 'create',
      organisationId: DEALERSHIP_ORG,
      email: 'responsable@concessions.example',
      displayName: 'Responsable Concessions',
      role: 'partnerAdmin',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.person).toMatchObject({
      organisationId: DEALERSHIP_ORG,
      role: 'partnerAdmin',
    });
  });

  it('sends at most 5 links per person an hour (429 in French)', async () => {
    const invited = await userManage(t.app, adminA, {
      action: 'create',
      email: 'limite@pap.example',
      displayName: 'Limite Liens',
      role: 'doorToDoor',
    });
    const id = invited.json().data.person.id;
    for (let sent = 1; sent < 5; sent += 1)
      expect((await userManage(t.app, adminA, { action: 'resetPassword', userId: id })).statusCode).toBe(200);
    const limited = await userManage(t.app, adminA, { action: 'resetPassword', userId: id });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errors[0]).toMatchObject({ code: 'TOO_MANY_LINKS' });
    expect(limited.json().errors[0].message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
  });
});
