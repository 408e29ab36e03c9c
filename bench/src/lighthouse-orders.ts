// The pages of a real order, for Lighthouse: each journey step as the customer reaches it, the signing page of
// an order handed to signing, and the thank-you page of an order signed with the code the outbox holds.
import { stepBodies } from './journey.js';

export interface JourneyTarget {
  label: string;
  path: string;
  /** The customer's session: the pages of an order answer only to the session that opened it. */
  cookie: string;
}

/** The seeded admin (apps/server/src/seed/demo-accounts.ts), who reads the outbox when no SMTP is set. */
const ADMIN = { email: 'admin@voltaire.demo', password: 'Voltaire-demo-2026' };

const STEP_PAGES = [
  ['logement', 'housing'],
  ['point-de-livraison', 'deliveryPoint'],
  ['offre', 'situation'],
  ['titulaire', 'holder'],
  ['paiement', 'payment'],
  ['recapitulatif', 'summary'],
] as const;
type StepPage = (typeof STEP_PAGES)[number][0];

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Opens an order as a browser does, saves its six steps and hands it to signing. `beforeStep` runs as each
 * step page is reached, before that step is saved.
 */
async function pushedOrder(
  baseUrl: string,
  journey: number,
  beforeStep: (page: StepPage, order: { orderId: string; cookie: string }) => void = () => {},
) {
  const created = await expectOk(
    await fetch(`${baseUrl}/api/v2/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"channel":"web"}',
    }),
    'order',
  );
  const cookie = sessionCookie(created);
  const orderId = ((await created.json()) as { data?: { id?: string } }).data?.id;
  if (!orderId) throw new Error('order: no id in the answer');
  const bodies = stepBodies(journey);
  for (const [page, step] of STEP_PAGES) {
    beforeStep(page, { orderId, cookie });
    await expectOk(
      await fetch(`${baseUrl}/api/v3/session/nextjs-save-point`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ orderId, step, data: bodies[step] }),
      }),
      `save-point ${step}`,
    );
  }
  await expectOk(
    await fetch(`${baseUrl}/api/v3/command/push/${orderId}`, { method: 'POST', headers: { cookie } }),
    'push to signing',
  );
  return { orderId, cookie, email: (bodies.holder as { email: string }).email };
}

/** The last signing code sent to `to`, read from the outbox by the admin. */
async function signingCodeFor(baseUrl: string, to: string): Promise<string> {
  const login = await expectOk(
    await fetch(`${baseUrl}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
    'admin login',
  );
  const query = new URLSearchParams({ to, purpose: 'signing-code' });
  const outbox = await expectOk(
    await fetch(`${baseUrl}/api/node/v1/admin/outbox?${query}`, {
      headers: { cookie: sessionCookie(login) },
    }),
    'outbox',
  );
  const { data } = (await outbox.json()) as { data: { messages: { text: string }[] } };
  const code = /est (\d{6})\./.exec(data.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no signing code in the outbox for ${to}`);
  return code;
}

/** Signs a pushed order with the code sent by e-mail and completes it, as the signing page does. */
async function signAndComplete(
  baseUrl: string,
  { orderId, cookie, email }: Awaited<ReturnType<typeof pushedOrder>>,
) {
  const json = { 'content-type': 'application/json', cookie };
  await expectOk(
    await fetch(`${baseUrl}/api/node/v1/signing/${orderId}/send-code`, {
      method: 'POST',
      headers: json,
      body: '{"channel":"email"}',
    }),
    'send-code',
  );
  const code = await signingCodeFor(baseUrl, email);
  await expectOk(
    await fetch(`${baseUrl}/api/node/v1/signing/${orderId}/sign`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ code }),
    }),
    'sign',
  );
  await expectOk(
    await fetch(`${baseUrl}/api/node/v1/subscription/complete`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ orderId }),
    }),
    'complete',
  );
}

/** The six step pages, the signing page and the thank-you page, of two real orders. */
export async function journeyTargets(baseUrl: string): Promise<JourneyTarget[]> {
  const targets: JourneyTarget[] = [];
  const pushed = await pushedOrder(baseUrl, 1, (page, { orderId, cookie }) =>
    targets.push({ label: `/souscription/:id/${page}`, path: `/souscription/${orderId}/${page}`, cookie }),
  );
  targets.push({ label: '/signature/:id', path: `/signature/${pushed.orderId}`, cookie: pushed.cookie });
  const signed = await pushedOrder(baseUrl, 2);
  await signAndComplete(baseUrl, signed);
  targets.push({
    label: '/souscription/:id/confirmation',
    path: `/souscription/${signed.orderId}/confirmation`,
    cookie: signed.cookie,
  });
  return targets;
}
