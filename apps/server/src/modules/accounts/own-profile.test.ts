import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';

/** `PUT /api/v3/user`: a staff member edits their own name and password. */
describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, { now: () => new Date() });
  });
  afterAll(() => t.close());

  const edit = (cookies: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v3/user', cookies, payload });
  const whoAmI = (cookies: Record<string, string>) =>
    t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies });

  it('refuses anonymous callers before reading the body', async () => {
    const response = await edit({}, { displayName: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('renames the person', async () => {
    const cookies = await loginAs(t.app, 'comparateur@voltaire.demo');
    const response = await edit(cookies, { displayName: 'Agent Comparateur Lyon' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ displayName: 'Agent Comparateur Lyon' });
    expect((await whoAmI(cookies)).json().data.organisation).toMatchObject({
      name: 'Voltaire — équipes internes',
    });
  });

  it('needs the current password to change it, and ends the person’s other sessions only', async () => {
    const current = await loginAs(t.app, 'tlv@voltaire.demo');
    const other = await loginAs(t.app, 'tlv@voltaire.demo');
    const missing = await edit(current, { newPassword: 'nouveau mot de passe tlv' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      message: 'Saisissez votre mot de passe actuel pour le changer.',
      field: 'currentPassword',
    });
    const wrong = await edit(current, { currentPassword: 'faux', newPassword: 'nouveau mot de passe tlv' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { code: 'WRONG_PASSWORD', message: 'Mot de passe actuel incorrect.', field: 'currentPassword' },
    ]);
    const breached = await edit(current, { currentPassword: DEMO_PASSWORD, newPassword: '1qaz2wsx3edc' });
    expect(breached.json().errors[0]).toMatchObject({ code: 'PASSWORD_BREACHED', field: 'newPassword' });
    const changed = await edit(current, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'nouveau mot de passe tlv',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await whoAmI(current)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 'tlv@voltaire.demo', password: 'nouveau mot de passe tlv' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('an administrator edits their own profile too', async () => {
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    expect((await edit(admin, { displayName: 'Administratrice' })).json().data).toMatchObject({
      displayName: 'Administratrice',
      isAdmin: true,
    });
  });
});
