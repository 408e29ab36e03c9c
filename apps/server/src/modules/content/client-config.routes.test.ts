import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

describe('public client configuration and the CSP', () => {
  it('in dev with nothing configured: no third-party script, CSP limited to self', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ url: '/api/node/v1/gateway-config/availables' });
    expect(response.json().data).toEqual({
      appEnv: 'dev',
      brandName: 'Voltaire Énergie',
      scripts: [],
      gateways: [],
    });
    const page = await t.app.inject({ url: '/offres' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    expect((await t.app.inject({ url: '/api/v2/livechat' })).json().data).toEqual({
      enabled: false,
      scriptUrl: null,
    });
    await t.close();
  });

  it('in prod lists the configured scripts and the CSP allows exactly their origins', async () => {
    const t = await createTestApp({
      config: {
        APP_ENV: 'prod',
        TAG_MANAGER_URL: 'https://tags.example.net/gtm.js',
        AB_TESTING_URL: 'https://ab.example.org/ab.js',
        LIVECHAT_URL: 'https://chat.example.com/widget.js',
      },
    });
    const response = await t.app.inject({ url: '/api/node/v1/gateway-config/availables' });
    expect(response.json().data.scripts.map((script: { id: string }) => script.id)).toEqual([
      'tagManager',
      'abTesting',
      'liveChat',
    ]);
    const page = await t.app.inject({ url: '/offres' });
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      "script-src 'self' https://tags.example.net https://ab.example.org https://chat.example.com",
    );
    expect((await t.app.inject({ url: '/api/v2/livechat' })).json().data).toEqual({
      enabled: true,
      scriptUrl: 'https://chat.example.com/widget.js',
    });
    await t.close();
  });
});
