import { createConsent } from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { type Analytics, type AnalyticsEvent, createAnalytics } from './analytics';
import type { HttpClient } from './http-client';
import { createLazyAnalytics } from './lazy-analytics';
import { createLazyHttpClient } from './lazy-http-client';

const now = new Date('2026-03-02T10:00:00Z');

describe('createLazyAnalytics', () => {
  it('loads the helper once, at the first call, and hands it every call in order', async () => {
    const dataLayer: AnalyticsEvent[] = [];
    const load = vi.fn(async () =>
      createAnalytics({
        dataLayer: () => dataLayer,
        session: () => ({ channel: 'web', venteType: 'selfcare' }),
      }),
    );
    const analytics = createLazyAnalytics(load);
    expect(load).not.toHaveBeenCalled();

    analytics.track({ event: 'avant' });
    analytics.setConsent(createConsent('accept-all', { now }));
    analytics.track({ event: 'après' });

    await vi.waitFor(() => expect(dataLayer.map((event) => event.event)).toEqual(['avant', 'après']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next call when the helper could not be loaded', async () => {
    const track = vi.fn();
    const helper: Analytics = { track, setConsent: vi.fn(), recordConsent: vi.fn() };
    const load = vi.fn<() => Promise<Analytics>>().mockRejectedValueOnce(new Error('hors ligne'));
    load.mockResolvedValue(helper);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createLazyAnalytics(load);

    analytics.track({ event: 'perdu' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    analytics.track({ event: 'reçu' });

    await vi.waitFor(() => expect(track).toHaveBeenCalledWith({ event: 'reçu' }));
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('createLazyHttpClient', () => {
  it('loads the client at the first request only, then forwards each method with its arguments', async () => {
    const answer = (value: unknown) => vi.fn(async () => value);
    const client = {
      get: answer('lu'),
      post: answer('envoyé'),
      put: answer(undefined),
      patch: answer(undefined),
      delete: answer(undefined),
    };
    const load = vi.fn(async () => client as unknown as HttpClient);
    const http = createLazyHttpClient(load);
    expect(load).not.toHaveBeenCalled();

    expect(await http.get('/api/a', { retry: true })).toBe('lu');
    expect(await http.post('/api/b', { x: 1 })).toBe('envoyé');
    await http.delete('/api/c');

    expect(load).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('/api/a', { retry: true });
    expect(client.post).toHaveBeenCalledWith('/api/b', { x: 1 }, undefined);
    expect(client.delete).toHaveBeenCalledWith('/api/c', undefined, undefined);
  });

  it('fails the request whose client could not be loaded, and loads it again for the next one', async () => {
    const client = { get: vi.fn(async () => 'lu') } as unknown as HttpClient;
    const load = vi.fn<() => Promise<HttpClient>>().mockRejectedValueOnce(new Error('hors ligne'));
    load.mockResolvedValue(client);
    const http = createLazyHttpClient(load);

    await expect(http.get('/api/a')).rejects.toThrow('hors ligne');
    expect(await http.get('/api/a')).toBe('lu');
  });
});
