import { lazy, Suspense, useEffect, useState } from 'react';
import { hasSessionHint, SESSION_CHANGED_EVENT } from './session-hint';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/**
 * The header's place for the logged-in agent, partner or administrator. Part of the shell, so it is tiny: the
 * menu itself (and its call to the server) loads only when this browser has logged in.
 */
export function AccountCorner() {
  const [isLoggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    const follow = () => setLoggedIn(hasSessionHint());
    follow();
    window.addEventListener(SESSION_CHANGED_EVENT, follow);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, follow);
  }, []);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
