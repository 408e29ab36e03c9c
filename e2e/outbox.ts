import { request as requestContexts } from '@playwright/test';
import { expect } from './fixtures.js';

export const DEMO_PASSWORD = 'Voltaire-demo-2026';
export const ADMIN = { email: 'admin@voltaire.demo', password: DEMO_PASSWORD };

/** The outbox messages for `to` and `purpose`, latest first, read by an admin in a context of its own. */
export async function messagesTo(baseURL: string, to: string, purpose: string): Promise<string[]> {
  const admin = await requestContexts.newContext({ baseURL });
  try {
    const login = await admin.post('/api/v2/auth/login', { data: ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const response = await admin.get('/api/node/v1/admin/outbox', { params: { to, purpose } });
    expect(response.status(), await response.text()).toBe(200);
    const messages: { text: string }[] = (await response.json()).data.messages;
    expect(messages.length, `aucun message « ${purpose} » pour ${to}`).toBeGreaterThan(0);
    return messages.map((message) => message.text);
  } finally {
    await admin.dispose();
  }
}

/** The latest outbox message for `to` and `purpose`. */
export async function latestMessage(baseURL: string, to: string, purpose: string): Promise<string> {
  const [latest] = await messagesTo(baseURL, to, purpose);
  return latest ?? '';
}
