import type { CookieJar } from './cookie-jar';

/**
 * A cookie store behaving like `document.cookie` for the attributes the consent uses (Max-Age only): each
 * write is recorded; `Max-Age=0` removes the cookie. For tests.
 */
export function fakeCookieJar(initial: Record<string, string> = {}): CookieJar & {
  writes: string[];
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    values,
    writes,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      writes.push(cookie);
      const [pair = '', ...attributes] = cookie.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}

/** The older cookie's value: URI-encoded JSON of its three flags. */
export function legacyCookieValue(flags: { navi: boolean; advert: boolean; social: boolean }): string {
  return encodeURIComponent(JSON.stringify(flags));
}
