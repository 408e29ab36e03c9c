import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { createRateLimitService } from '../rate-limit/rate-limit.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { createAccountsRepository } from './accounts.repository.js';
import { type AccountsService, createAccountsService } from './accounts.service.js';

const MINUTE = 60_000;

describe('staff sessions are server-side records, admin included', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = { now: () => now };
  let accounts: AccountsService;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoAccounts(t.database.db, clock);
    // The same database as the app: what this service revokes, the app no longer accepts.
    accounts = createAccountsService({
      accountsRepository: createAccountsRepository(t.database.db),
      clock,
      rateLimits: createRateLimitService({ db: t.database.db, clock }),
      loginLimits: { failuresPerAccount: 10, accountWindowMinutes: 15, failuresPerAddressPerMinute: 10 },
      sessionHours: 12,
      idleMinutes: 30,
      // Only revokes here; the address check is the app's (organisations service).
      admitStaff: async () => ({ ok: true, value: true }),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
  });

  let nextAddress = 0;
  const login = (email: string, password = DEMO_PASSWORD, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password },
      cookies,
      remoteAddress: `10.2.0.${nextAddress++}`,
    });
  const tokenOf = (response: Awaited<ReturnType<typeof login>>, name: string) =>
    response.cookies.find((cookie) => cookie.name === name && cookie.value !== '')?.value as string;
  const loginAdmin = async () => tokenOf(await login('admin@voltaire.demo'), SESSION_COOKIES.admin);
  const loginAgent = async (email = 'tlv@voltaire.demo') =>
    tokenOf(await login(email), SESSION_COOKIES.partner);
  const outbox = (adminToken: string) =>
    t.app.inject({ url: '/api/node/v1/admin/outbox', cookies: { [SESSION_COOKIES.admin]: adminToken } });
  const whoAmI = (cookies: Record<string, string>) =>
    t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies });
  const logout = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', cookies });
  const userId = async (email: string) =>
    (await createAccountsRepository(t.database.db).findUserByEmail(email))?.id as string;

  it('ends the admin session at logout: the same cookie is refused at once', async () => {
    const admin = await loginAdmin();
    expect((await outbox(admin)).statusCode).toBe(200);
    expect((await logout({ [SESSION_COOKIES.admin]: admin })).statusCode).toBe(200);
    const after = await outbox(admin);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('ends every session presented at logout, admin and partner cookies together', async () => {
    const admin = await loginAdmin();
    const agent = await loginAgent();
    await logout({ [SESSION_COOKIES.admin]: admin, [SESSION_COOKIES.partner]: agent });
    expect((await outbox(admin)).statusCode).toBe(401);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: agent })).statusCode).toBe(401);
  });

  it('ends an admin session after 30 minutes idle, and keeps it alive while used', async () => {
    const admin = await loginAdmin();
    const start = now.getTime();
    now = new Date(start + 29 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(200);
    now = new Date(start + 58 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(200);
    now = new Date(start + 89 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(401);
    now = new Date(start + 90 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(401);
  });

  it('ends an admin session 31 minutes after its login when unused', async () => {
    const admin = await loginAdmin();
    now = new Date(now.getTime() + 31 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(401);
  });

  it('ends an admin session after 12 hours however active', async () => {
    const admin = await loginAdmin();
    const start = now.getTime();
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      now = new Date(start + minutes * MINUTE);
      expect((await outbox(admin)).statusCode).toBe(200);
    }
    now = new Date(start + 12 * 60 * MINUTE);
    expect((await outbox(admin)).statusCode).toBe(401);
  });

  it('gives the admin a new session id at every login and ends the one the browser presented', async () => {
    const first = await loginAdmin();
    const second = tokenOf(
      await login('admin@voltaire.demo', DEMO_PASSWORD, { [SESSION_COOKIES.admin]: first }),
      SESSION_COOKIES.admin,
    );
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await outbox(first)).statusCode).toBe(401);
    expect((await outbox(second)).statusCode).toBe(200);
  });

  it('ends an agent session when the same browser logs in as admin', async () => {
    const agent = await loginAgent();
    const response = await login('admin@voltaire.demo', DEMO_PASSWORD, { [SESSION_COOKIES.partner]: agent });
    expect(response.statusCode).toBe(200);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: agent })).statusCode).toBe(401);
  });

  it('revokes every session of a person whose password changes, not those of others', async () => {
    const email = 'vad@voltaire.demo';
    const laptop = await loginAgent(email);
    const phone = await loginAgent(email);
    const colleague = await loginAgent('comparateur@voltaire.demo');
    await accounts.changePassword(await userId(email), 'un-nouveau-mot-de-passe-solide');
    expect((await whoAmI({ [SESSION_COOKIES.partner]: laptop })).statusCode).toBe(401);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: phone })).statusCode).toBe(401);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: colleague })).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, 'un-nouveau-mot-de-passe-solide')).statusCode).toBe(200);
  });

  it('revokes the admin’s sessions when the admin’s password changes', async () => {
    const admin = await loginAdmin();
    await accounts.changePassword(await userId('admin@voltaire.demo'), DEMO_PASSWORD);
    expect((await outbox(admin)).statusCode).toBe(401);
  });

  it('revokes the sessions of a disabled account and refuses its logins, right password included', async () => {
    const email = 'partenaire@voltaire.demo';
    const session = await loginAgent(email);
    await accounts.disableUser(await userId(email));
    expect((await whoAmI({ [SESSION_COOKIES.partner]: session })).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([
      { code: 'ACCOUNT_DISABLED', message: 'Ce compte est désactivé. Contactez votre administrateur.' },
    ]);
    expect(refused.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);
    expect((await login(email, 'wrong-password')).statusCode).toBe(401);
  });

  it('refuses password change or disabling for an unknown user', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(accounts.disableUser(nobody)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(accounts.changePassword(nobody, 'x'.repeat(20))).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });

  it('purges ended sessions from the table', async () => {
    const live = await loginAgent('concession@voltaire.demo');
    const idle = await loginAgent('canal-special@voltaire.demo');
    now = new Date(now.getTime() + 20 * MINUTE);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: live })).statusCode).toBe(200);
    now = new Date(now.getTime() + 15 * MINUTE);
    expect(await accounts.purgeEndedSessions()).toBeGreaterThanOrEqual(1);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: live })).statusCode).toBe(200);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: idle })).statusCode).toBe(401);
  });
});
