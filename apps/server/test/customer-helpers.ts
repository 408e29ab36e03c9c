import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';

export const CAMILLE = {
  email: 'camille.bernard@exemple.fr',
  phone: '0612345601',
  contractId: '7c1d2e3f-0001-4a5b-8c6d-000000000101',
  reference: 'VOL-2025-DEMO000101',
};
export const JULIEN = {
  email: 'julien.moreau@exemple.fr',
  contractId: '7c1d2e3f-0002-4a5b-8c6d-000000000201',
};
export const NATHALIE = {
  email: 'nathalie.lefevre@exemple.fr',
  electricityId: '7c1d2e3f-0003-4a5b-8c6d-000000000301',
  gasId: '7c1d2e3f-0003-4a5b-8c6d-000000000302',
};
export const THOMAS = {
  email: 'thomas.petit@exemple.fr',
  contractId: '7c1d2e3f-0004-4a5b-8c6d-000000000401',
};
/** Gas on a classic meter in Bordeaux: moving out needs a GRDF technician. */
export const PAUL = {
  email: 'paul.roux@exemple.fr',
  phone: '0612345606',
  contractId: '7c1d2e3f-0006-4a5b-8c6d-000000000601',
};
export const INES = { email: 'ines.garnier@exemple.fr', contractId: '7c1d2e3f-0005-4a5b-8c6d-000000000501' };

let address = 0;
/** One client address per call: the per-address limits must not answer for the test. */
export const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

/** The latest message of `purpose` sent to `to`. */
export async function latestMessage(db: Database, to: string, purpose: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.purpose, purpose)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message;
}

/** Asks for the personal links and returns the one of the contract at `reference` (or the first one). */
export async function requestLink(
  app: FastifyInstance,
  db: Database,
  contact: string,
  purpose: 'offerChange' | 'moving' = 'offerChange',
  index = 0,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/node/v1/customers/link-request',
    payload: { purpose, contact },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(202);
  const message = await latestMessage(db, contact, 'contract-link');
  const tokens = [...(message?.text ?? '').matchAll(/lien=([A-Za-z0-9_-]+)/g)].map(
    (match) => match[1] as string,
  );
  expect(tokens.length, 'a link in the outbox').toBeGreaterThan(index);
  return tokens[index] as string;
}

/** The withdrawal token of the latest order confirmation e-mailed to `to`. */
export async function withdrawalToken(db: Database, to: string): Promise<string> {
  const message = await latestMessage(db, to, 'order-confirmation');
  const token = message?.text.match(/\/retractation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no withdrawal link in the outbox');
  return token;
}

/** The code sent for a contract link, read from the outbox. */
export async function latestContractCode(db: Database, to: string): Promise<string> {
  const message = await latestMessage(db, to, 'contract-code');
  const code = message?.text.match(/est (\d{6})\./)?.[1];
  if (!code) throw new Error('no contract code in the outbox');
  return code;
}

/** Opens the link, has a code sent by e-mail and types it: the returned cookies hold the contract. */
export async function proveHolder(
  app: FastifyInstance,
  db: Database,
  token: string,
  email: string,
): Promise<{ cookies: Record<string, string>; contractId: string }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/node/v1/crypted-data/changement-offre/send-code',
    payload: { data: token, channel: 'email' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/node/v1/crypted-data/changement-offre/verify-code',
    payload: { data: token, code: await latestContractCode(db, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const session = verified.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value as string;
  return { cookies: { [SESSION_COOKIES.webApp]: session }, contractId: verified.json().data.contractId };
}

export const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors: Array<{ code: string; message: string }> }).errors.map(
    ({ code, message }) => ({
      code,
      message,
    }),
  );
