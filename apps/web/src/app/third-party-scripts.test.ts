import { createConsent } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';
import {
  CLIENT_CONFIG_PATH,
  createThirdPartyScriptLoader,
  THIRD_PARTY_SCRIPT_ATTRIBUTE,
} from './third-party-scripts';

const now = new Date('2026-03-02T10:00:00Z');
const scripts = [
  { id: 'tagManager', src: 'https://tags.example.test/gtm.js', consentCategory: 'analytics' },
  { id: 'liveChat', src: 'https://chat.example.test/chat.js', consentCategory: 'liveChat' },
];

function setup() {
  const requests: string[] = [];
  const http = createHttpClient({
    fetch: async (input) => {
      requests.push(String(input));
      return Response.json({
        errors: [],
        notifications: [],
        data: { appEnv: 'prod', brandName: 'Voltaire Énergie', scripts },
      });
    },
  });
  const onWithdrawal = vi.fn();
  const loader = createThirdPartyScriptLoader({ http, onWithdrawal });
  const injected = () =>
    [...document.head.querySelectorAll(`script[${THIRD_PARTY_SCRIPT_ATTRIBUTE}]`)].map((script) =>
      script.getAttribute('src'),
    );
  return { loader, requests, onWithdrawal, injected };
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('createThirdPartyScriptLoader', () => {
  it('loads nothing and asks nothing before a choice, nor after a refusal', async () => {
    const { loader, requests, injected } = setup();
    await loader.sync(null);
    await loader.sync(createConsent('refuse-all', { now }));
    expect(requests).toEqual([]);
    expect(injected()).toEqual([]);
  });

  it('injects every configured script after acceptance, async', async () => {
    const { loader, requests, injected } = setup();
    await loader.sync(createConsent('accept-all', { now }));

    expect(requests).toEqual([CLIENT_CONFIG_PATH]);
    expect(injected()).toEqual(['https://tags.example.test/gtm.js', 'https://chat.example.test/chat.js']);
    expect(document.head.querySelector('script')?.async).toBe(true);
  });

  it('injects only the consented categories, and the others on a later acceptance, reading the list once', async () => {
    const { loader, requests, injected } = setup();
    await loader.sync(createConsent('custom', { now, categories: { liveChat: true, analytics: false } }));
    expect(injected()).toEqual(['https://chat.example.test/chat.js']);

    await loader.sync(createConsent('accept-all', { now }));
    expect(injected()).toEqual(['https://chat.example.test/chat.js', 'https://tags.example.test/gtm.js']);
    expect(requests).toHaveLength(1);
  });

  it('calls for a reload when a choice withdraws the consent of a loaded script', async () => {
    const { loader, onWithdrawal, injected } = setup();
    await loader.sync(createConsent('custom', { now, categories: { liveChat: true } }));

    await loader.sync(createConsent('custom', { now, categories: { liveChat: true, analytics: false } }));
    expect(onWithdrawal).not.toHaveBeenCalled();

    await loader.sync(createConsent('refuse-all', { now }));
    expect(onWithdrawal).toHaveBeenCalledTimes(1);
    expect(injected()).toEqual(['https://chat.example.test/chat.js']);
  });

  it('loads nothing when the configuration cannot be read, and tries again on the next choice', async () => {
    let fail = true;
    const warn = vi.fn();
    const http = createHttpClient({
      fetch: async () =>
        fail
          ? new Response('{}', { status: 503 })
          : Response.json({
              errors: [],
              notifications: [],
              data: { appEnv: 'prod', brandName: 'V', scripts },
            }),
    });
    const loader = createThirdPartyScriptLoader({ http, warn });
    await loader.sync(createConsent('accept-all', { now }));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();

    fail = false;
    await loader.sync(createConsent('accept-all', { now }));
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
