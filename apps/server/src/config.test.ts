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

  it('treats empty variables as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.PORT).toBe(3000);
  });
});

describe('secrets in production', () => {
  it('requires the admin JWT secret, the captcha key and the IBAN key when APP_ENV=prod', () => {
    const result = loadConfig({ APP_ENV: 'prod' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'Configuration invalide : ADMIN_JWT_SECRET est obligatoire en production.',
      'Configuration invalide : CAPTCHA_HMAC_KEY est obligatoire en production.',
      'Configuration invalide : IBAN_ENCRYPTION_KEY est obligatoire en production.',
    ]);
  });
});
