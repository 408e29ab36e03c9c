import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe.each(['/api/node/v1/static/validate-pdl-pce', '/api/v3/validate-pdl-pce'])('POST %s', (url) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const validate = (payload: object) => t.app.inject({ method: 'POST', url, payload });

  it.each([
    ['electricity', '1234 5678 9012 34', '12345678901234'],
    ['gas', '12345678901234', '12345678901234'],
    ['gas', 'gi 123 456', 'GI123456'],
  ])('accepts the %s id %j, normalised to %s', async (energy, id, normalizedId) => {
    const response = await validate({ energy, id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ valid: true, normalizedId, message: null });
  });

  it.each([
    ['electricity', 'GI123456', 'GI123456', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
    ['electricity', '123', '123', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
    ['gas', 'GI12 345', 'GI12345', 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.'],
    ['gas', '  ', '', 'Champ obligatoire'],
  ])(
    'answers the %s id %j with valid: false and the French reason (a 200)',
    async (energy, id, normalizedId, message) => {
      const response = await validate({ energy, id });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ valid: false, normalizedId, message });
    },
  );

  it('refuses a malformed body with a 400', async () => {
    const response = await validate({ energy: 'water' });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    ).toEqual([
      ['energy', 'Énergie inconnue'],
      ['id', 'Champ obligatoire'],
    ]);
  });
});
