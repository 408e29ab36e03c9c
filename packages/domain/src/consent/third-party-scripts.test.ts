import { describe, expect, it } from 'vitest';
import { type AppEnvironment, scriptOrigins, thirdPartyScripts } from './third-party-scripts.js';

const all = {
  tagManagerUrl: 'https://tags.example.net/gtm.js?id=GTM-1',
  abTestingUrl: 'https://ab.example.org/ab.js',
  monitoringUrl: 'https://monitor.example.com/snippet.js',
  liveChatUrl: 'https://chat.example.com/widget.js',
};

describe('thirdPartyScripts', () => {
  it.each<[AppEnvironment, string[]]>([
    ['dev', ['tagManager', 'liveChat']],
    ['integ', ['tagManager', 'monitoring', 'liveChat']],
    ['preprod', ['tagManager', 'abTesting', 'monitoring', 'liveChat']],
    ['prod', ['tagManager', 'abTesting', 'monitoring', 'liveChat']],
  ])('in %s loads %j', (appEnv, expected) => {
    expect(thirdPartyScripts({ appEnv, ...all }).map((script) => script.id)).toEqual(expected);
  });

  it('loads nothing that is not configured', () => {
    expect(thirdPartyScripts({ appEnv: 'prod' })).toEqual([]);
  });

  it('ties each script to the consent category that unlocks it', () => {
    const categories = Object.fromEntries(
      thirdPartyScripts({ appEnv: 'prod', ...all }).map((script) => [script.id, script.consentCategory]),
    );
    expect(categories).toEqual({
      tagManager: 'analytics',
      abTesting: 'abTesting',
      monitoring: 'monitoring',
      liveChat: 'liveChat',
    });
  });

  it('gives the distinct origins to allow in the CSP', () => {
    expect(scriptOrigins(thirdPartyScripts({ appEnv: 'prod', ...all }))).toEqual([
      'https://tags.example.net',
      'https://ab.example.org',
      'https://monitor.example.com',
      'https://chat.example.com',
    ]);
  });
});
