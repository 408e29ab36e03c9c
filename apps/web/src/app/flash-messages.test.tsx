import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../test/fake-api';
import { renderRoute } from '../test/render-route';
import { FLASH_PENDING_COOKIE } from './flash-messages-slot';
import { createHttpClient } from './http-client';

/** The server sets and clears this flag cookie; the test plays the server (jsdom has no Cookie Store). */
function setFlag(value: string, expired = false) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no Cookie Store API.
  document.cookie = `${FLASH_PENDING_COOKIE}=${value}; path=/${expired ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''}`;
}

const REINIT = 'Votre parcours a été réinitialisé : vous pouvez recommencer votre souscription.';

function sessionApi(pending: { type: string; text: string }[]) {
  let flashMessages = [...pending];
  return fakeApi({
    'POST /api/node/v1/session/get-drupal-data': () => ({
      body: envelope({ flashMessages, preferences: {} }),
    }),
    'POST /api/node/v1/session/clear-flash-messages': () => {
      const cleared = flashMessages.length;
      flashMessages = [];
      // The server clears the flag with the messages.
      setFlag('', true);
      return { body: envelope({ cleared }) };
    },
  });
}

describe('flash messages in the site frame', () => {
  const raiseFlag = () => setFlag('1');
  const dropFlag = () => setFlag('', true);
  beforeEach(raiseFlag);
  afterEach(dropFlag);

  it('shows the messages a redirect left in a live region, then clears them on the server', async () => {
    const api = sessionApi([{ type: 'info', text: REINIT }]);
    renderRoute('/mentions-legales', { http: createHttpClient({ fetch: api.fetch }) });

    const message = await screen.findByText(REINIT);
    const region = message.closest('[role="status"]') as HTMLElement;
    expect(region.closest('main')).not.toBeNull();
    expect(within(region).getByText(/Information/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toContain(
        'POST /api/node/v1/session/clear-flash-messages',
      ),
    );
  });

  it('shows each message once: the next page has none, and « Fermer » hides them', async () => {
    const api = sessionApi([{ type: 'success', text: 'Vos préférences sont enregistrées.' }]);
    const { router } = renderRoute('/mentions-legales', { http: createHttpClient({ fetch: api.fetch }) });
    await screen.findByText('Vos préférences sont enregistrées.');

    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Vos préférences sont enregistrées.')).not.toBeInTheDocument();

    await router.navigate('/cookies');
    await screen.findByRole('heading', { level: 1, name: /cookies/i });
    // The server dropped its flag with the messages: the next page asks for nothing.
    expect(api.requests.filter(({ path }) => path.endsWith('get-drupal-data'))).toHaveLength(1);
    expect(screen.queryByText('Vos préférences sont enregistrées.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });

  it('makes no call and adds no live region while the server raised no flag', async () => {
    dropFlag();
    const api = sessionApi([{ type: 'info', text: REINIT }]);
    renderRoute('/mentions-legales', { http: createHttpClient({ fetch: api.fetch }) });
    await screen.findByRole('heading', { level: 1 });
    expect(api.requests.filter(({ path }) => path.includes('/session/'))).toEqual([]);
    expect(screen.queryByText(REINIT)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('status').filter((element) => element.closest('main'))).toEqual([]);
  });

  it('does not clear anything when there is nothing to show, and a failing call leaves the page alone', async () => {
    const empty = sessionApi([]);
    renderRoute('/mentions-legales', { http: createHttpClient({ fetch: empty.fetch }) });
    await waitFor(() => expect(empty.requests).toHaveLength(1));
    expect(empty.requests[0]?.path).toBe('/api/node/v1/session/get-drupal-data');

    renderRoute('/cookies', { http: createHttpClient({ fetch: fakeApi({}).fetch }) });
    expect(await screen.findByRole('heading', { level: 1, name: /cookies/i })).toBeInTheDocument();
  });
});
