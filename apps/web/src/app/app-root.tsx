import { type ReactNode, StrictMode } from 'react';
import { type AppServices, AppServicesProvider } from './app-services';
import { AppErrorBoundary } from './error-fallback';

/**
 * The tree around the router, the same in the browser (main.tsx) and on the server (entry-server.tsx): a page
 * drawn by the server hydrates only if both render the same elements.
 */
export function AppRoot({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <StrictMode>
      <AppServicesProvider services={services}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </AppServicesProvider>
    </StrictMode>
  );
}
