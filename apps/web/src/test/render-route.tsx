import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type AppServices, AppServicesProvider, type LogCapture } from '../app/app-services';
import { createHttpClient } from '../app/http-client';
import { routes } from '../app/site-routes';

type CapturedLog = ReturnType<LogCapture['entries']>[number];

/** An in-memory log buffer with the shape of @voltaire/domain's createLogCapture. */
export function createFakeLogCapture(): LogCapture {
  let buffer: CapturedLog[] = [];
  return {
    record(type, ...args) {
      buffer.push({ type, timestamp: new Date(0).toISOString(), message: args.map(String).join(' ') });
    },
    entries: () => [...buffer],
    flush() {
      const flushed = buffer;
      buffer = [];
      return flushed;
    },
  };
}

/** Renders the real route table at `path`, with the given (or inert) services. */
export function renderRoute(path: string, services: Partial<AppServices> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const allServices: AppServices = {
    http: services.http ?? createHttpClient({ fetch: async () => new Response(null, { status: 204 }) }),
    logCapture: services.logCapture ?? createFakeLogCapture(),
  };
  return {
    router,
    ...render(
      <AppServicesProvider services={allServices}>
        <RouterProvider router={router} />
      </AppServicesProvider>,
    ),
  };
}
