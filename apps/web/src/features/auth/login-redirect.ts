const LOGIN_ROUTE = '/connexion';

/** Where a staff area's guard sends a visitor who is not logged in: the login page, with the way back. */
export function loginRedirectPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${LOGIN_ROUTE}?retour=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}
