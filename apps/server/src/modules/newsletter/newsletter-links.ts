import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random link token (32 bytes, base64url, 43 characters) and the SHA-256 that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Unsubscribe links: `<subscription id>.<HMAC-SHA256 of it>`. Signed rather than stored, so every future
 * e-mail can carry one without keeping a secret per subscriber; the key comes from NEWSLETTER_LINK_KEY.
 */
export function createUnsubscribeLinks(key: string) {
  const sign = (id: string) =>
    createHmac('sha256', key).update(`newsletter-unsubscribe:${id}`).digest('base64url');
  return {
    tokenFor: (id: string) => `${id}.${sign(id)}`,
    /** The subscription id a token was made for, or undefined for a forged or damaged token. */
    idOf(token: string): string | undefined {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, id, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
    },
  };
}
