import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('CRM configuration', () => {
  it('defaults: no CRM, the worker polls every 10 s once one is set, 5 s timeout', () => {
    const loaded = loadConfig({});
    expect(loaded.ok && loaded.config).toMatchObject({
      CRM_SYNC_INTERVAL_MS: 10_000,
      CRM_API_TIMEOUT_MS: 5_000,
    });
    expect(loaded.ok && loaded.config.CRM_API_URL).toBeUndefined();
  });

  it.each([
    [
      { CRM_API_URL: 'crm.example', CRM_API_KEY: 'crm-key-0123456789' },
      'Configuration invalide : CRM_API_URL doit être une URL complète, par exemple https://crm.example/leads (reçu « crm.example »).',
    ],
    [
      { CRM_API_URL: 'https://crm.example/leads' },
      'Configuration invalide : CRM_API_KEY est obligatoire avec CRM_API_URL.',
    ],
    [
      { CRM_SYNC_INTERVAL_MS: 'souvent' },
      'Configuration invalide : CRM_SYNC_INTERVAL_MS doit être un nombre entier (reçu « souvent »).',
    ],
    [
      { CRM_API_TIMEOUT_MS: '10' },
      'Configuration invalide : CRM_API_TIMEOUT_MS doit être compris entre 100 et 60000 (reçu « 10 »).',
    ],
  ])('%j is refused in French', (env, message) => {
    expect(loadConfig(env)).toEqual({ ok: false, errors: [message] });
  });

  it('a CRM URL with its key is accepted', () => {
    const loaded = loadConfig({
      CRM_API_URL: 'https://crm.example/leads',
      CRM_API_KEY: 'crm-key-0123456789',
    });
    expect(loaded.ok && loaded.config.CRM_API_URL).toBe('https://crm.example/leads');
  });
});
