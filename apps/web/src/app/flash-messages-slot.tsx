import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Set by the server (not httpOnly) while flash messages wait; cleared with them. */
export const FLASH_PENDING_COOKIE = 'voltaire_flash';

export const flashPending = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${FLASH_PENDING_COOKIE}=`));

const FlashMessages = lazy(async () => ({ default: (await import('./flash-messages')).FlashMessages }));

/**
 * The frame's place for the flash messages (flash-messages.tsx): their code loads only once the server's flag
 * cookie says some wait, so that the pages without any (nearly all) do not carry it (ADR 0036).
 */
export function FlashMessagesSlot() {
  const { pathname } = useLocation();
  const [isNeeded, setNeeded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (pathname) may bring messages.
  useEffect(() => {
    if (flashPending()) setNeeded(true);
  }, [pathname]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <FlashMessages />
    </Suspense>
  );
}
