import { expect, test } from './fixtures.js';

test('the commune lookup answers for a Paris postal code', async ({ request }) => {
  const response = await request.get('/api/node/v1/sfdc/insee', { params: { zipCode: '75011' } });

  expect(response.status()).toBe(200);
  const communes = await response.json();
  expect(Array.isArray(communes)).toBe(true);
  expect(communes).toContainEqual({ city: 'Paris 11e Arrondissement', insee: '75111' });
});

test('the commune lookup answers an empty list for an invalid postal code', async ({ request }) => {
  const response = await request.get('/api/node/v1/sfdc/insee', { params: { zipCode: 'abc' } });

  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([]);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/nope');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
});
