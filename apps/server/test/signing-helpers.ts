import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { VALID_STEPS } from './journey-fixtures.js';

export interface TestOrder {
  id: string;
  reference: string;
  cookies: Record<string, string>;
}

/** A fresh delivery point each time: one active order per PDL. */
export const randomPdl = () => String(randomInt(10 ** 13, 10 ** 14 - 1));

/** An order with every journey step done (VALID_STEPS) and pushed to signing: status `submitted`. */
export async function submittedOrder(
  app: FastifyInstance,
  {
    steps = VALID_STEPS as Record<string, unknown>,
    remoteAddress = '10.20.0.1',
    promoCode,
  }: { steps?: Record<string, unknown>; remoteAddress?: string; promoCode?: string } = {},
): Promise<TestOrder> {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {}, remoteAddress });
  expect(created.statusCode, created.body).toBe(201);
  const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
  const order = {
    id: created.json().data.id as string,
    reference: created.json().data.reference as string,
    cookies: { [SESSION_COOKIES.webApp]: cookie },
  };
  const pdl = randomPdl();
  for (const [step, data] of Object.entries(steps)) {
    const payload =
      step === 'deliveryPoint' ? { ...(data as object), point: { energy: 'electricity', id: pdl } } : data;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step, data: payload },
      remoteAddress,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (promoCode) {
    const applied = await app.inject({
      method: 'POST',
      url: '/api/v2/add-code-promo',
      cookies: order.cookies,
      payload: { orderId: order.id, code: promoCode },
      remoteAddress,
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const pushed = await app.inject({
    method: 'POST',
    url: `/api/v3/command/push/${order.id}`,
    cookies: order.cookies,
    remoteAddress,
  });
  expect(pushed.statusCode, pushed.body).toBe(200);
  return order;
}

/** The code in the latest signing message sent to `to` for the order (read from the outbox, as an admin would). */
export async function latestCode(db: Database, to: string, order: { reference: string }): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, to),
        eq(outboxMessages.purpose, 'signing-code'),
        like(outboxMessages.text, `%${order.reference}%`),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = message?.text.match(/est (\d{6})\./)?.[1];
  if (!code) throw new Error('no signing code in the outbox');
  return code;
}

export const PHONE = VALID_STEPS.holder.phone;
export const EMAIL = VALID_STEPS.holder.email;

/** One Idempotency-Key per user action. */
export const newKey = () => `test-key-${randomUUID()}`;

export function sendCode(app: FastifyInstance, order: TestOrder, channel: 'sms' | 'email' = 'sms') {
  return app.inject({
    method: 'POST',
    url: `/api/node/v1/signing/${order.id}/send-code`,
    cookies: order.cookies,
    payload: { channel },
  });
}

export function signWith(app: FastifyInstance, order: TestOrder, code: string, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: `/api/node/v1/signing/${order.id}/sign`,
    cookies: order.cookies,
    headers: { 'idempotency-key': key, 'user-agent': 'Vitest/4 (signing)' },
    payload: { code },
    remoteAddress: '203.0.113.7',
  });
}

export function complete(app: FastifyInstance, order: TestOrder, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: '/api/node/v1/subscription/complete',
    cookies: order.cookies,
    headers: { 'idempotency-key': key },
    payload: { orderId: order.id },
  });
}

/** Submitted, shown, code sent by SMS and typed right: status `signed`. */
export async function signedOrder(
  app: FastifyInstance,
  db: Database,
  options: Parameters<typeof submittedOrder>[1] = {},
): Promise<TestOrder> {
  const order = await submittedOrder(app, options);
  const shown = await app.inject({
    method: 'POST',
    url: `/api/node/v1/signing/${order.id}/shown`,
    cookies: order.cookies,
  });
  expect(shown.statusCode, shown.body).toBe(200);
  const sent = await sendCode(app, order);
  expect(sent.statusCode, sent.body).toBe(200);
  const signed = await signWith(app, order, await latestCode(db, PHONE, order));
  expect(signed.statusCode, signed.body).toBe(200);
  return order;
}
