import { request as requestContexts } from '@playwright/test';
import { expect } from './fixtures.js';

const ADMIN = { email: 'admin@voltaire.demo', password: 'Voltaire-demo-2026' };

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

/** The path of the `index`-th personal link of the latest link e-mail (one per live contract). */
export async function linkPath(baseURL: string, email: string, index = 0): Promise<string> {
  const [text] = await messagesTo(baseURL, email, 'contract-link');
  const links = [
    ...(text ?? '').matchAll(/https?:\/\/[^\s]+?(\/(?:changement-offre|demenagement)\?lien=[A-Za-z0-9_-]+)/g),
  ];
  expect(links.length, `pas de lien dans : ${text}`).toBeGreaterThan(index);
  return links[index]?.[1] as string;
}

/** The 6-digit code of the latest message of `purpose` sent to `email`. */
export async function codeSentTo(baseURL: string, email: string, purpose: 'contract-code' | 'signing-code') {
  const [text] = await messagesTo(baseURL, email, purpose);
  const code = /est (\d{6})\./.exec(text ?? '')?.[1];
  expect(code, `pas de code dans : ${text}`).toBeDefined();
  return code as string;
}
