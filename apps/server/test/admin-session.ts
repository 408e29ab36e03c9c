import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';

/** Logs a demo account in and returns the cookies to send (the demo accounts must be seeded). */
export async function loginAs(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookies: Record<string, string> = {};
  for (const cookie of response.cookies) {
    if (cookie.value && Object.values(SESSION_COOKIES).includes(cookie.name as never))
      cookies[cookie.name] = cookie.value;
  }
  return cookies;
}
