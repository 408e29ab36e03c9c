import { expect } from './fixtures.js';
import { messagesTo } from './outbox.js';

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
