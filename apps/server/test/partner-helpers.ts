import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.js';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository.js';
import { hashPassword } from '../src/modules/accounts/accounts.service.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { DEMO_ORGANISATIONS } from '../src/seed/demo-organisations.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';

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
