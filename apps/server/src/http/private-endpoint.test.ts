import { expect, it } from 'vitest';
import { MissingPrivateEndpointError, privateEndpoint } from './private-endpoint.js';

it('builds a private endpoint address from its setting and a path', () => {
  expect(privateEndpoint('https://avis.internal/v1/', '/reviews').href).toBe(
    'https://avis.internal/v1/reviews',
  );
  expect(privateEndpoint('https://avis.internal/v1', 'reviews').href).toBe(
    'https://avis.internal/v1/reviews',
  );
});

it('throws « Missing private endpoint » with the path when the setting is missing', () => {
  expect(() => privateEndpoint(undefined, '/reviews')).toThrow(new MissingPrivateEndpointError('/reviews'));
  expect(() => privateEndpoint('  ', '/reviews')).toThrow('Missing private endpoint: /reviews');
});
