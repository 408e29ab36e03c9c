import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeLogCapture } from '../test/render-route';
import { AppServicesProvider } from './app-services';
import { createHttpClient } from './http-client';
import { createAppRouter, routesFor, shellRoutes } from './router';
import { routes } from './site-routes';

const services = {
  http: createHttpClient({ fetch: async () => new Response(null, { status: 204 }) }),
  logCapture: createFakeLogCapture(),
};

afterEach(() => window.history.replaceState(null, '', '/'));

function renderAt(path: string, table: Awaited<ReturnType<typeof routesFor>>) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter(table);
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return router;
}

describe('the route table of a first render (ADR 0036)', () => {
  it('is the shell’s for the home page, with or without a query', async () => {
    expect(await routesFor({ pathname: '/' })).toBe(shellRoutes);
  });

  it('is the whole site’s for any other page, known or not', async () => {
    expect(await routesFor({ pathname: '/offres' })).toBe(routes);
    expect(await routesFor({ pathname: '/adresse/inconnue' })).toBe(routes);
    expect(await routesFor({ pathname: '/contrats-energies-tlv' })).toBe(routes);
  });
});

describe('a router started with the shell’s table', () => {
  it('finds the rest of the site on the first navigation away from the home page', async () => {
    const router = renderAt('/', shellRoutes);
    await act(() => router.navigate('/mentions-legales'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    router.dispose();
  });

  it('shows « Page introuvable » inside the frame for a path no route knows', async () => {
    const router = renderAt('/', shellRoutes);
    await act(() => router.navigate('/adresse/inconnue'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    router.dispose();
  });
});
