/** The browser's cookie store and page location, injectable for tests. No rule here, and no zod. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export interface PageLocation {
  hostname: string;
  protocol: string;
}

export function browserCookieJar(): CookieJar {
  return {
    read: () => globalThis.document?.cookie ?? '',
    write: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet; the string is built by consent-cookie.ts.
      globalThis.document.cookie = cookie;
    },
  };
}

export function browserLocation(): PageLocation {
  return { hostname: globalThis.location.hostname, protocol: globalThis.location.protocol };
}

/** Whether the page can read any cookie at all: on a first visit it cannot (the session cookie is HttpOnly). */
export function hasReadableCookie(jar: CookieJar): boolean {
  return jar.read().trim() !== '';
}
