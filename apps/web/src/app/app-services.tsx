import type { createLogCapture } from '@voltaire/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { HttpClient } from './http-client';

export type LogCapture = ReturnType<typeof createLogCapture>;

/** What screens need from the outside world, created once in main.tsx and passed down explicitly. */
export interface AppServices {
  http: HttpClient;
  logCapture: LogCapture;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext value={services}>{children}</AppServicesContext>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

/** For the class-based error boundary, which cannot call hooks. */
export { AppServicesContext };
