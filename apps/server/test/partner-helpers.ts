import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.js';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository.js';
import { hashPassword } from '../src/modules/accounts/accounts.service.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { DEMO_ORGANISATIONS } from '../src/seed/demo-organisations.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { latestCode, newKey, randomPdl } from './signing-helpers.js';

export const [DOOR_TO_DOOR_ORG, DEALERSHIP_ORG] = DEMO_ORGANISATIONS.map(({ id }) => id) as [string, string];
/** Organisation B of the permission tests: the dealership network, with a partner admin of its own. */
export const PARTNER_ADMIN_B = 'admin-concessions@voltaire.demo';

/** A partner admin with the demo password, in `organisationId` (the demo seeds only one, of organisation A). */
export async function addPartnerAdmin(db: Database, organisationId: string, email: string): Promise<void> {
  await createAccountsRepository(db).insertUsers([
    {
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      displayName: `Administrateur ${email}`,
      role: 'default',
      orgRole: 'partnerAdmin',
      organisationId,
      createdAt: new Date(),
    },
  ]);
}

/** The token of the latest invitation or reset link e-mailed to `email` (the part after `#`). */
export async function passwordLinkTokenOf(db: Database, email: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, email),
        inArray(outboxMessages.purpose, ['staff-invitation', 'staff-password-reset']),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = /\/definir-mot-de-passe#([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no password link sent to ${email}`);
  return token;
}

export type Cookies = Record<string, string>;

export const userManage = (app: FastifyInstance, cookies: Cookies, payload: object, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/node/v1/so-partner/user-manage',
    cookies,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A draft with every step saved, entered by the agent for a customer at `email`. */
export async function agentDraft(
  app: FastifyInstance,
  agent: Cookies,
  email: string,
): Promise<{ id: string; reference: string }> {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', cookies: agent, payload: {} });
  if (created.statusCode !== 201) throw new Error(created.body);
  const order = created.json().data;
  const steps = {
    ...VALID_STEPS,
    deliveryPoint: { ...VALID_STEPS.deliveryPoint, point: { energy: 'electricity', id: randomPdl() } },
    holder: { ...VALID_STEPS.holder, email },
  };
  for (const [step, data] of Object.entries(steps)) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v3/session/nextjs-save-point',
      cookies: agent,
      payload: { orderId: order.id, step, data },
    });
    if (saved.statusCode !== 200) throw new Error(`${step}: ${saved.body}`);
  }
  return { id: order.id, reference: order.reference };
}

/** An agent's sale signed by its customer, through the signing link e-mailed to them (ADR 0017). */
export async function signedAgentSale(
  app: FastifyInstance,
  db: Database,
  agent: Cookies,
  email: string,
): Promise<{ id: string; reference: string }> {
  const order = await agentDraft(app, agent, email);
  const sent = await app.inject({
    method: 'POST',
    url: `/api/node/v1/agent/orders/${order.id}/signing-link`,
    cookies: agent,
    payload: { channel: 'email' },
  });
  if (sent.statusCode !== 200) throw new Error(sent.body);
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.purpose, 'signing-request')))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = /\/signature\/lien\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] as string;
  const stranger = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  const customer = {
    [SESSION_COOKIES.webApp]:
      stranger.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value ?? '',
  };
  const call = (method: 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    app.inject({
      method,
      url,
      cookies: customer,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
  await call('POST', '/api/node/v1/signing/links/open', { token });
  await call('POST', `/api/node/v1/signing/${order.id}/shown`);
  await call('POST', `/api/node/v1/signing/${order.id}/send-code`, { channel: 'email' });
  const signed = await call(
    'POST',
    `/api/node/v1/signing/${order.id}/sign`,
    { code: await latestCode(db, email, order) },
    { 'idempotency-key': newKey() },
  );
  if (signed.statusCode !== 200) throw new Error(signed.body);
  return order;
}
