import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('GET /api/node/v1/sfdc/insee', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the communes of a postal code with their INSEE code', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/sfdc/insee?zipCode=75011' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ city: 'Paris 11e Arrondissement', insee: '75111' }]);
  });

  it('lists every commune of a shared postal code once, in French alphabetical order', async () => {
    const communes = (await t.app.inject({ url: '/api/node/v1/sfdc/insee?zipCode=20000' })).json();
    expect(communes).toEqual([
      { city: 'Ajaccio', insee: '2A004' },
      { city: 'Lecci', insee: '2A139' },
    ]);
  });

  it.each(['', 'abc', '7501', '750111', '99999', '75%2001'])(
    'answers [] for zipCode=%s, never an error',
    async (zip) => {
      const response = await t.app.inject({ url: `/api/node/v1/sfdc/insee?zipCode=${zip}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    },
  );

  it('answers [] without a zipCode', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/sfdc/insee' });
    expect(response.json()).toEqual([]);
  });
});
