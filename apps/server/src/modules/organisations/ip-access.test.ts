import { Writable } from 'node:stream';
import { IP_NOT_ALLOWED_MESSAGE, ORGANISATION_SUSPENDED_MESSAGE } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loggerOptions } from '../../logging/logger-options.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_ORGANISATIONS, LOCAL_NETWORK_RANGES } from '../../seed/demo-organisations.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { createAccountsRepository } from '../accounts/accounts.repository.js';
import { staffSessions } from '../accounts/accounts.table.js';
import { INTERNAL_ORGANISATION_ID } from './internal-organisation.js';

const [doorToDoorOrg, dealershipOrg] = DEMO_ORGANISATIONS.map(({ id }) => id) as [string, string];
const OFFICE = '203.0.113.10';
const ELSEWHERE = '198.51.100.7';

/**
 * The IP ranges of organisations (DECISIONS §1, ADR 0016), through the HTTP API: at login, before any session
 * exists, and on every request made with a session; fail closed for partners.
 */
describe('staff access by organisation IP ranges', () => {
  let t: TestApp;
  const lines: string[] = [];
  let admin: Record<string, string>;

  const login = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress,
    });
  const cookiesOf = (response: Awaited<ReturnType<typeof login>>) =>
    Object.fromEntries(
      response.cookies.filter(({ value }) => value !== '').map(({ name, value }) => [name, value]),
    );
  const whoAmI = (cookies: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies, remoteAddress });
  const setRanges = (id: string, ipRanges: { rangeStart: string; rangeEnd: string; label?: string }[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/organisations/${id}/ip-ranges`,
      cookies: admin,
      payload: { ipRanges },
    });
  const setStatus = (id: string, status: 'active' | 'suspended') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/organisations/${id}`,
      cookies: admin,
      payload: { status },
    });
  const refusals = async () =>
    (await t.app.inject({ url: '/api/v2/admin/access-refusals', cookies: admin })).json().data;
  const refusalOf = (response: Awaited<ReturnType<typeof login>>) => ({
    status: response.statusCode,
    errors: response.json().errors,
  });
  const ipRefusal = { status: 403, errors: [{ code: 'IP_NOT_ALLOWED', message: IP_NOT_ALLOWED_MESSAGE }] };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({ logger: pino(loggerOptions('info') as pino.LoggerOptions, sink) });
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = cookiesOf(await login('admin@voltaire.demo', '127.0.0.1'));
  });
  afterAll(() => t.close());

  it('puts every demo account in its organisation, and says which in get-user-infos', async () => {
    const accounts = createAccountsRepository(t.database.db);
    expect((await accounts.findUserByEmail('vad@voltaire.demo'))?.organisationId).toBe(doorToDoorOrg);
    expect((await accounts.findUserByEmail('concession@voltaire.demo'))?.organisationId).toBe(dealershipOrg);
    expect((await accounts.findUserByEmail('tlv@voltaire.demo'))?.organisationId).toBe(
      INTERNAL_ORGANISATION_ID,
    );
    expect((await whoAmI(admin)).json().data.organisationId).toBe(INTERNAL_ORGANISATION_ID);
  });

  it('lets a partner agent in from a range of their organisation, IPv4 or IPv6', async () => {
    expect((await login('vad@voltaire.demo', '10.20.30.40')).statusCode).toBe(200);
    expect((await login('vad@voltaire.demo', '::1')).statusCode).toBe(200);
    expect((await login('vad@voltaire.demo', '::ffff:192.168.1.20')).statusCode).toBe(200);
  });

  it('refuses a partner agent outside their ranges at login, before any session exists', async () => {
    const response = await login('vad@voltaire.demo', ELSEWHERE);
    expect(refusalOf(response)).toEqual(ipRefusal);
    expect(response.cookies.filter(({ value }) => value !== '')).toEqual([]);
  });

  it('refuses a request made with a live session from outside the ranges, without ending the session', async () => {
    const agent = cookiesOf(await login('concession@voltaire.demo', '10.0.0.8'));
    expect(refusalOf(await whoAmI(agent, ELSEWHERE))).toEqual(ipRefusal);
    expect((await whoAmI(agent, '10.0.0.8')).statusCode).toBe(200);
  });

  it('refuses a live session at once when the ranges change under it', async () => {
    const agent = cookiesOf(await login('concession@voltaire.demo', '10.0.0.9'));
    expect((await setRanges(dealershipOrg, [{ rangeStart: OFFICE, rangeEnd: OFFICE }])).statusCode).toBe(200);
    expect(refusalOf(await whoAmI(agent, '10.0.0.9'))).toEqual(ipRefusal);
    expect((await whoAmI(agent, OFFICE)).statusCode).toBe(200);
  });

  it('enforces an IPv6 range', async () => {
    const office = [{ rangeStart: '2001:db8:10::', rangeEnd: '2001:db8:10::ffff', label: 'Agence Lyon' }];
    expect((await setRanges(dealershipOrg, office)).statusCode).toBe(200);
    expect((await login('concession@voltaire.demo', '2001:db8:10::42')).statusCode).toBe(200);
    expect(refusalOf(await login('concession@voltaire.demo', '2001:db8:11::42'))).toEqual(ipRefusal);
    expect(refusalOf(await login('concession@voltaire.demo', '10.0.0.1'))).toEqual(ipRefusal);
  });

  it('refuses everyone of a partner organisation that has no range (fail closed)', async () => {
    expect((await setRanges(doorToDoorOrg, [])).statusCode).toBe(200);
    expect(refusalOf(await login('partenaire@voltaire.demo', '127.0.0.1'))).toEqual(ipRefusal);
    expect((await setRanges(doorToDoorOrg, [...LOCAL_NETWORK_RANGES])).statusCode).toBe(200);
  });

  it('lets the internal teams in from anywhere while they have no range, and enforces ranges once set', async () => {
    expect((await login('tlv@voltaire.demo', ELSEWHERE)).statusCode).toBe(200);
    const internalRanges = [{ rangeStart: '127.0.0.1', rangeEnd: '127.0.0.1' }];
    expect((await setRanges(INTERNAL_ORGANISATION_ID, internalRanges)).statusCode).toBe(200);
    expect(refusalOf(await login('tlv@voltaire.demo', ELSEWHERE))).toEqual(ipRefusal);
    expect(refusalOf(await login('admin@voltaire.demo', ELSEWHERE))).toEqual(ipRefusal);
    expect((await setRanges(INTERNAL_ORGANISATION_ID, [])).statusCode).toBe(200);
  });

  it('refuses the login of a suspended organisation and ends its sessions at once', async () => {
    const agent = cookiesOf(await login('vad@voltaire.demo', '10.0.0.5'));
    expect((await whoAmI(agent, '10.0.0.5')).statusCode).toBe(200);
    expect((await setStatus(doorToDoorOrg, 'suspended')).json().data.status).toBe('suspended');
    const seller = await createAccountsRepository(t.database.db).findUserByEmail('vad@voltaire.demo');
    expect(await t.database.db.$count(staffSessions, eq(staffSessions.userId, seller?.id ?? ''))).toBe(0);

    expect((await whoAmI(agent, '10.0.0.5')).statusCode).toBe(401);
    expect(refusalOf(await login('vad@voltaire.demo', '10.0.0.5'))).toEqual({
      status: 403,
      errors: [{ code: 'ORGANISATION_SUSPENDED', message: ORGANISATION_SUSPENDED_MESSAGE }],
    });
    expect((await setStatus(doorToDoorOrg, 'active')).statusCode).toBe(200);
    expect((await login('vad@voltaire.demo', '10.0.0.5')).statusCode).toBe(200);
  });

  it('logs every refusal at warn with ids and address but no e-mail, and shows it to admins', async () => {
    lines.length = 0;
    await login('vad@voltaire.demo', '198.51.100.99');
    const warnings = lines
      .map((line) => JSON.parse(line))
      .filter(({ msg }) => msg === 'staff access refused');
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        userId: expect.any(String),
        organisationId: doorToDoorOrg,
        ip: '198.51.100.99',
        reason: 'IP_NOT_ALLOWED',
        stage: 'login',
      }),
    ]);
    expect(lines.join('\n')).not.toContain('vad@voltaire.demo');
    const [latest] = await refusals();
    expect(latest).toMatchObject({
      userDisplayName: 'Vendeur à domicile',
      organisationId: doorToDoorOrg,
      organisationName: 'Porte-à-Porte Conseil',
      clientAddress: '198.51.100.99',
      reason: 'IP_NOT_ALLOWED',
      stage: 'login',
    });
    expect(JSON.stringify(await refusals())).not.toContain('@');
  });
});
