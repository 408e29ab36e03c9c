import type { createLogCapture } from '@voltaire/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ConsentStore, createConsentStore } from '../features/consent/consent-store';
import { OpenModalOnClick } from '../ui/named-modal/open-modal-on-click';
import type { Analytics } from './analytics';
import type { HttpClient } from './http-client';
import { createLazyAnalytics } from './lazy-analytics';

export type LogCapture = ReturnType<typeof createLogCapture>;

/** What screens need from the outside world, created once in main.tsx and passed down explicitly. */
export interface AppServices {
  http: HttpClient;
  logCapture: LogCapture;
  /** The analytics helper (dataLayer under consent); the provider creates one when not given. */
  analytics?: Analytics;
  /** The visitor's cookie choice; the provider creates one when not given. */
  consent?: ConsentStore;
}

/** The services as screens see them: every optional one filled in by the provider. */
export type ResolvedAppServices = AppServices & Required<Pick<AppServices, 'analytics' | 'consent'>>;

/** Fills in the services that have a browser default (nothing touches the browser until they are used). */
export function resolveAppServices(services: AppServices): ResolvedAppServices {
  const analytics = services.analytics ?? createLazyAnalytics();
  const consent = services.consent ?? createConsentStore({ analytics, http: services.http });
  return { ...services, analytics, consent };
}

const AppServicesContext = createContext<ResolvedAppServices | null>(null);

/** Provides the services, and installs the app-wide `data-open-modal` click delegation (SPEC §2). */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const resolved = useMemo(() => resolveAppServices(services), [services]);
  return (
    <AppServicesContext value={resolved}>
      <OpenModalOnClick />
      {children}
    </AppServicesContext>
  );
}

export function useAppServices(): ResolvedAppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

/** For the class-based error boundary, which cannot call hooks. */
export { AppServicesContext };
