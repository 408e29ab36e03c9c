import { type ReactNode, StrictMode, useEffect } from 'react';
import { type AppServices, AppServicesProvider } from './app-services';
import { AppErrorBoundary } from './error-fallback';

/**
 * The tree around the router, the same in the browser (main.tsx) and on the server (entry-server.tsx): a page
 * drawn by the server hydrates only if both render the same elements.
 */
export function AppRoot({
  services,
  onInteractive,
  children,
}: {
  services: AppServices;
  /** Called once the page is interactive: rendered in the browser, or hydrated. */
  onInteractive?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onInteractive?.(), [onInteractive]);
  return (
    <StrictMode>
      <AppServicesProvider services={services}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </AppServicesProvider>
    </StrictMode>
  );
}
