import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_COOKIES } from './session-cookies.js';

describe('session calls: content-system session, journey re-init, save, save-logs, clear', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => new Date('2026-11-22T10:00:00Z') } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: token ? { [SESSION_COOKIES.webApp]: token } : {},
    });
  const newSession = async () => {
    const response = await post('/api/v2/session/save', {
      context: { step: 'offre', gateway: { id: 'comparateur-a' } },
      preferences: { reviewsRating: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ flashMessages: [], preferences: { reviewsRating: 5 } });
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value as string;
  };
  const sessionOf = async (token: string) =>
    (await t.app.inject({ url: '/api/v2/session', cookies: { [SESSION_COOKIES.webApp]: token } })).json()
      .data;

  it('session/save creates the session and merges context and preferences', async () => {
    const token = await newSession();
    const again = await post('/api/v2/session/save', { preferences: { energy: 'gas' } }, token);
    expect(again.json().data.preferences).toEqual({ reviewsRating: 5, energy: 'gas' });
    expect((await sessionOf(token)).context).toEqual({ step: 'offre', gateway: { id: 'comparateur-a' } });
  });

  it('web-journey/re-init drops the journey’s context but the gateway, and leaves a flash message', async () => {
    const token = await newSession();
    const reinit = await post('/api/node/v1/session/web-journey/re-init', undefined, token);
    expect(reinit.json().data).toEqual({ reinitialised: true });
    // The page reads this flag (not httpOnly) to know it has messages to fetch.
    expect(reinit.cookies.find(({ name }) => name === 'voltaire_flash')).toMatchObject({ value: '1' });
    expect(reinit.cookies.find(({ name }) => name === 'voltaire_flash')?.httpOnly).toBeFalsy();
    expect((await sessionOf(token)).context).toEqual({ gateway: { id: 'comparateur-a' } });
    const content = (await post('/api/node/v1/session/get-drupal-data', undefined, token)).json().data;
    expect(content.flashMessages).toEqual([
      {
        type: 'info',
        text: 'Votre parcours a été réinitialisé : vous pouvez recommencer votre souscription.',
      },
    ]);
    const cleared = await post('/api/node/v1/session/clear-flash-messages', undefined, token);
    expect(cleared.json().data).toEqual({ cleared: 1 });
    expect(cleared.cookies.find(({ name }) => name === 'voltaire_flash')?.expires?.getTime()).toBe(0);
    expect(
      (await post('/api/node/v1/session/get-drupal-data', undefined, token)).json().data.flashMessages,
    ).toEqual([]);
  });

  it('clear-drupal-session ends the content session and its cookie; the web session stays', async () => {
    const token = await newSession();
    const response = await post('/api/node/v1/session/clear-drupal-session', undefined, token);
    expect(response.json().data).toEqual({ cleared: true });
    expect(response.cookies).toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIES.contentSystem, value: '' }),
    );
    expect((await post('/api/node/v1/session/get-drupal-data', undefined, token)).json().data).toEqual({
      flashMessages: [],
      preferences: {},
    });
    expect((await sessionOf(token)).active).toBe(true);
  });

  it('save-logs keeps the newest 100 logs, personal data scrubbed', async () => {
    const token = await newSession();
    const log = (message: string) => ({ type: 'error', timestamp: '2026-11-22T09:59:00.000Z', message });
    const first = await post(
      '/api/v2/session/save-logs',
      { logs: [log('Paiement refusé pour jeanne.dupont@example.fr, IBAN FR7630006000011234567890189')] },
      token,
    );
    expect(first.json().data).toEqual({ stored: 1 });
    for (let batch = 0; batch < 3; batch++) {
      await post(
        '/api/v2/session/save-logs',
        { logs: Array.from({ length: 50 }, (_, i) => log(`n°${batch}-${i}`)) },
        token,
      );
    }
    const row = await t.database.db.query.webSessions.findFirst();
    expect(row).toBeDefined();
    const stored = JSON.stringify(
      (await t.database.db.query.webSessions.findMany()).map((session) => session.data),
    );
    expect(stored).not.toContain('jeanne.dupont@example.fr');
    expect(stored).not.toContain('FR7630006000011234567890189');
  });

  it('save-logs refuses an empty or oversized batch in French, and stores nothing without a session', async () => {
    const empty = await post('/api/v2/session/save-logs', { logs: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toContain('Aucun journal à enregistrer.');
    const anonymous = await post('/api/v2/session/save-logs', {
      logs: [{ type: 'log', timestamp: '2026-11-22T09:59:00.000Z', message: 'x' }],
    });
    expect(anonymous.json().data).toEqual({ stored: 0 });
    expect(anonymous.cookies).toHaveLength(0);
  });

  it('session/clear empties the data but keeps the session', async () => {
    const token = await newSession();
    const cleared = await post('/api/v2/session/clear', undefined, token);
    expect(cleared.json().data).toEqual({ cleared: true });
    // The preferences go with the data, and so does their mirror.
    expect(
      cleared.cookies.find(({ name }) => name === SESSION_COOKIES.displayPreferences)?.expires?.getTime(),
    ).toBe(0);
    expect(
      (await post('/api/node/v1/session/get-drupal-data', undefined, token)).json().data.preferences,
    ).toEqual({});
    expect(await sessionOf(token)).toMatchObject({
      active: true,
      context: {},
      analytics: { venteType: 'autonome' },
    });
    expect((await post('/api/v2/session/clear')).json().data).toEqual({ cleared: false });
  });

  const prefsCookie = (response: {
    cookies: { name: string; value: string; httpOnly?: boolean; expires?: Date }[];
  }) => response.cookies.find(({ name }) => name === SESSION_COOKIES.displayPreferences);

  it('keeps « Mes préférences » and mirrors them in a cookie the page can read; null removes one', async () => {
    const token = await newSession();
    const saved = await post(
      '/api/v2/session/save',
      { preferences: { energy: 'gas', reduceMotion: true } },
      token,
    );
    expect(saved.json().data.preferences).toEqual({ reviewsRating: 5, energy: 'gas', reduceMotion: true });
    expect(prefsCookie(saved)).toMatchObject({
      value: 'energy=gas&motion=reduce',
      path: '/',
      sameSite: 'Lax',
    });
    expect(prefsCookie(saved)?.httpOnly).toBeFalsy();

    const removed = await post(
      '/api/v2/session/save',
      { preferences: { energy: null, reduceMotion: false } },
      token,
    );
    expect(removed.json().data.preferences).toEqual({ reviewsRating: 5, reduceMotion: false });
    expect(prefsCookie(removed)?.value).toBe('');
    const read = await post('/api/node/v1/session/get-drupal-data', undefined, token);
    expect(read.json().data.preferences).toEqual({ reviewsRating: 5, reduceMotion: false });
  });

  it('refuses an unknown energy or a motion setting that is not yes or no, in French, and saves nothing', async () => {
    const token = await newSession();
    const response = await post(
      '/api/v2/session/save',
      { preferences: { energy: 'fioul', reduceMotion: 'oui' } },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map(({ message }: { message: string }) => message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Choisissez l’électricité, le gaz ou « Pas de préférence ».'),
        expect.stringContaining('Indiquez si les animations doivent être réduites (oui ou non).'),
      ]),
    );
    const read = await post('/api/node/v1/session/get-drupal-data', undefined, token);
    expect(read.json().data.preferences).toEqual({ reviewsRating: 5 });
  });

  it('drops the preferences cookie once the content session is gone', async () => {
    const token = await newSession();
    await post('/api/v2/session/save', { preferences: { energy: 'electricity' } }, token);
    const ended = await post('/api/node/v1/session/clear-drupal-session', undefined, token);
    expect(prefsCookie(ended)?.expires?.getTime()).toBe(0);
    // A page that still carries it (another tab) gets it dropped at its next read.
    const read = await post('/api/node/v1/session/get-drupal-data', undefined, token);
    expect(prefsCookie(read)?.value).toBe('');
    const anonymous = await post('/api/node/v1/session/get-drupal-data');
    expect(anonymous.json().data.preferences).toEqual({});
  });

  it('refuses a bad preference name', async () => {
    const response = await post('/api/v2/session/save', { preferences: { '1bad': true } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('Nom de préférence invalide.');
  });
});
