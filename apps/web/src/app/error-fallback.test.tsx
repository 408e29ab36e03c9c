import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeLogCapture, renderRoute } from '../test/render-route';
import { AppServicesProvider } from './app-services';
import { AppErrorBoundary } from './error-fallback';
import { createHttpClient } from './http-client';
import { DEBUGGER_NOTIFY_PATH } from './report-rendering-error';

/** With the narrow no-break space French typography puts before « ! ». */
const FALLBACK_HEADING = 'Oops, une erreur est survenue\u202F!';

function recordingFetch(status = 201) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify({ errors: [], notifications: [], data: { id: 'rapport-1' } }), {
      status,
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function Broken(): never {
  throw new Error('panne du routeur');
}

describe('rendering error', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the centred fallback heading, reports the error with the buffered logs, then flushes them', async () => {
    const { fetch, requests } = recordingFetch();
    const logCapture = createFakeLogCapture();
    logCapture.record('info', 'page ouverte');
    logCapture.record('warn', 'réseau lent');

    renderRoute('/test/erreur-de-rendu', { http: createHttpClient({ fetch }), logCapture });

    expect(await screen.findByRole('heading', { level: 1, name: FALLBACK_HEADING })).toBeInTheDocument();
    await waitFor(() => expect(logCapture.entries()).toEqual([]));

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(DEBUGGER_NOTIFY_PATH);
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const report = JSON.parse(String(request?.init.body));
    expect(Object.keys(report).sort()).toEqual(['customData', 'description', 'type', 'url']);
    expect(report.type).toBe('errorBoundary');
    expect(report.url).toBe(globalThis.location.href);
    expect(report.description).toBe('Error: Erreur de rendu volontaire (page de test /test/erreur-de-rendu)');
    expect(report.customData).toEqual([
      expect.objectContaining({ type: 'info', message: 'page ouverte' }),
      expect.objectContaining({ type: 'warn', message: 'réseau lent' }),
    ]);
    expect(consoleError).toHaveBeenCalledWith(
      'Error: Erreur de rendu volontaire (page de test /test/erreur-de-rendu)',
      expect.stringContaining('RenderErrorPage'),
    );
  });

  it('keeps the buffered logs when the report cannot be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, requests } = recordingFetch(503);
    const logCapture = createFakeLogCapture();
    logCapture.record('log', 'avant la panne');

    renderRoute('/test/erreur-de-rendu', { http: createHttpClient({ fetch }), logCapture });

    await screen.findByRole('heading', { name: FALLBACK_HEADING });
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(logCapture.entries()).toEqual([expect.objectContaining({ message: 'avant la panne' })]);
  });

  it('keeps the site header and footer around the fallback', async () => {
    renderRoute('/test/erreur-de-rendu');
    await screen.findByRole('heading', { name: FALLBACK_HEADING });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the application boundary catches errors outside the router and reports them too', async () => {
    const { fetch, requests } = recordingFetch();
    render(
      <AppServicesProvider
        services={{ http: createHttpClient({ fetch }), logCapture: createFakeLogCapture() }}
      >
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </AppServicesProvider>,
    );

    expect(screen.getByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(String(requests[0]?.init.body))).toMatchObject({
      type: 'errorBoundary',
      description: 'Error: panne du routeur',
    });
  });
});
