import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('iban (v2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const check = (iban: unknown) => t.app.inject({ method: 'POST', url: '/api/v2/iban', payload: { iban } });

  it('names the bank of a French IBAN from the BIC directory, and answers it masked', async () => {
    const response = await check('fr76 3000 6000 0112 3456 7890 189');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      valid: true,
      ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
      country: 'FR',
      bankCode: '30006',
      bic: 'AGRIFRPPXXX',
      bankName: 'Crédit Agricole',
    });
    expect(response.body).not.toContain('30006000011234567890');
  });

  it('accepts a SEPA IBAN of another country, without a bank name', async () => {
    const response = await check('DE89 3704 0044 0532 0130 00');
    expect(response.json().data).toMatchObject({
      valid: true,
      country: 'DE',
      bankCode: null,
      bankName: null,
    });
  });

  it.each([
    ['FR76 3000 6000 0112 3456 7890 188', 'IBAN invalide'],
    ['', 'Champ obligatoire'],
  ])('refuses %s with 422 « %s »', async (iban, message) => {
    const response = await check(iban);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ code: 'INVALID_IBAN', message, field: 'iban' }]);
  });

  it('refuses a body that is not an IBAN in French', async () => {
    const response = await check(42);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('VALIDATION_ERROR');
  });
});
