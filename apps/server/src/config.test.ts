import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      PORT: 3000,
      APP_ENV: 'dev',
      LOG_LEVEL: 'info',
      DATA_DIR: './data',
      SESSION_TTL_DAYS: 30,
      PUBLIC_URL: 'http://localhost:3000',
      BRAND_NAME: 'Voltaire Énergie',
      SEED_DEMO_DATA: true,
    });
    expect(result.config.DATABASE_URL).toBeUndefined();
  });

  it('reads values from the environment', () => {
    const result = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', TRUST_PROXY: 'true' });
    expect(result.ok && result.config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: true,
    });
  });

  it('reads ALLOWED_ORIGINS as a list, with Vite’s dev server allowed by default in dev only', () => {
    const listed = loadConfig({ ALLOWED_ORIGINS: 'https://a.voltaire.fr, https://b.voltaire.fr' });
    expect(listed.ok && listed.config.ALLOWED_ORIGINS).toEqual([
      'https://a.voltaire.fr',
      'https://b.voltaire.fr',
    ]);
    const dev = loadConfig({});
    expect(dev.ok && dev.config.ALLOWED_ORIGINS).toEqual(['http://localhost:5173']);
    const integ = loadConfig({ APP_ENV: 'integ' });
    expect(integ.ok && integ.config.ALLOWED_ORIGINS).toEqual([]);
    const wrong = loadConfig({ ALLOWED_ORIGINS: 'voltaire.fr' });
    expect(wrong.ok).toBe(false);
  });

  it('gives one clear French line per bad variable', () => {
    const result = loadConfig({
      PORT: 'abc',
      APP_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      SESSION_TTL_DAYS: '0',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(4);
    expect(result.errors).toContain(
      'Configuration invalide : PORT doit être un nombre entier (reçu « abc »).',
    );
    expect(result.errors).toContain(
      'Configuration invalide : APP_ENV doit valoir dev, integ, preprod ou prod (reçu « staging »).',
    );
    expect(result.errors.find((line) => line.includes('DATABASE_URL'))).toContain('postgres://');
    expect(result.errors.find((line) => line.includes('SESSION_TTL_DAYS'))).toContain('entre 1 et 365');
  });

  it('accepts only smtp:// or smtps:// mail servers, and an SMS gateway with its key', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.fr:465' }).ok).toBe(true);
    expect(loadConfig({ SMTP_URL: 'http://smtp.example.fr' })).toEqual({
      ok: false,
      errors: [
        'Configuration invalide : SMTP_URL doit être une URL smtp:// ou smtps:// (reçu « http://smtp.example.fr »).',
      ],
    });
    expect(loadConfig({ SMS_API_URL: 'https://sms.example.fr/send' })).toEqual({
      ok: false,
      errors: ['Configuration invalide : SMS_API_KEY est obligatoire avec SMS_API_URL.'],
    });
  });

  it('reads the grid operators’ gateway, which needs its key', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config).toMatchObject({
      GRID_OPERATOR_API_TIMEOUT_MS: 5_000,
      DELIVERY_POINT_LOOKUPS_PER_MINUTE: 30,
    });
    expect(loadConfig({ GRID_OPERATOR_API_URL: 'https://grid.example.fr/v1' })).toEqual({
      ok: false,
      errors: ['Configuration invalide : GRID_OPERATOR_API_KEY est obligatoire avec GRID_OPERATOR_API_URL.'],
    });
    expect(loadConfig({ GRID_OPERATOR_API_URL: 'grid.example.fr', GRID_OPERATOR_API_KEY: 'court' })).toEqual({
      ok: false,
      errors: [
        'Configuration invalide : GRID_OPERATOR_API_URL doit être une URL complète (reçu « grid.example.fr »).',
        'Configuration invalide : GRID_OPERATOR_API_KEY doit compter au moins 16 caractères (reçu « court »).',
      ],
    });
    const result = loadConfig({
      GRID_OPERATOR_API_URL: 'https://grid.example.fr/v1',
      GRID_OPERATOR_API_KEY: 'grid-key-0123456789',
      GRID_OPERATOR_API_TIMEOUT_MS: '2000',
    });
    expect(result.ok && result.config).toMatchObject({ GRID_OPERATOR_API_TIMEOUT_MS: 2_000 });
  });

  it('treats empty variables as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.PORT).toBe(3000);
  });
});

describe('secrets in production', () => {
  it('no longer reads ADMIN_JWT_SECRET: admin sessions are server-side records (ADR 0011)', () => {
    const result = loadConfig({ ADMIN_JWT_SECRET: 'x'.repeat(40) });
    expect(result.ok && 'ADMIN_JWT_SECRET' in result.config).toBe(false);
  });

  it('requires the captcha key, the IBAN key, the contract-link key and the newsletter link key when APP_ENV=prod', () => {
    const result = loadConfig({ APP_ENV: 'prod' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'Configuration invalide : CAPTCHA_HMAC_KEY est obligatoire en production.',
      'Configuration invalide : IBAN_ENCRYPTION_KEY est obligatoire en production.',
      'Configuration invalide : CONTRACT_LINK_KEY est obligatoire en production.',
      'Configuration invalide : NEWSLETTER_LINK_KEY est obligatoire en production.',
    ]);
  });
});
