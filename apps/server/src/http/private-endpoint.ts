/** SPEC §8: a private endpoint whose setting is missing is an error naming the path. */
export class MissingPrivateEndpointError extends Error {
  override readonly name = 'MissingPrivateEndpointError';

  constructor(readonly path: string) {
    super(`Missing private endpoint: ${path}`);
  }
}

/**
 * SPEC §7: the address of a private endpoint, built from a private setting (a base URL kept out of the web
 * app and of the logs) and a path: `privateEndpoint('https://avis.internal/v1', '/reviews')` →
 * `https://avis.internal/v1/reviews`. Throws `MissingPrivateEndpointError` when the setting is missing.
 */
export function privateEndpoint(setting: string | undefined, path: string): URL {
  const base = setting?.trim();
  if (!base) throw new MissingPrivateEndpointError(path);
  return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
}
