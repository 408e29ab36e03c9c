import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, GraphqlRequestError, graphqlOutcome } from './graphql-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the GraphQL client (SPEC §7)', () => {
  it('POSTs query, variables and operation name by default', async () => {
    const fetch = vi.fn(async () => json({ data: { reviews: { total: 3 } } }));
    const client = createGraphqlClient({ endpoint: '/api/graphql', fetch });
    const result = await client.request({
      query: 'query R($r: Int) { reviews(rating: $r) { total } }',
      variables: { r: 3 },
      operationName: 'R',
    });
    expect(result).toEqual({ data: { reviews: { total: 3 } }, errors: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      query: 'query R($r: Int) { reviews(rating: $r) { total } }',
      variables: { r: 3 },
      operationName: 'R',
    });
  });

  it('sends GET with the operation in the query string when configured', async () => {
    const fetch = vi.fn(async () => json({ data: { ok: true } }));
    await createGraphqlClient({ endpoint: '/api/graphql', method: 'GET', fetch }).request({
      query: '{ ok }',
      variables: { a: 1 },
      operationName: 'Ok',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    const params = new URL(url, 'https://voltaire.example').searchParams;
    expect([params.get('query'), params.get('variables'), params.get('operationName')]).toEqual([
      '{ ok }',
      '{"a":1}',
      'Ok',
    ]);
  });

  it('batches operations in one request and answers each in order', async () => {
    const fetch = vi.fn(async () => json([{ data: { a: 1 } }, { data: { b: 2 } }]));
    const client = createGraphqlClient({ endpoint: '/api/graphql', method: 'GET', fetch });
    const [a, b] = await client.batch<[{ a: number }, { b: number }]>([
      { query: '{ a }' },
      { query: '{ b }' },
    ]);
    expect([a.data.a, b.data.b]).toEqual([1, 2]);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toHaveLength(2);
  });

  it('uploads files by the GraphQL multipart request spec', async () => {
    const fetch = vi.fn(async () => json({ data: { upload: true } }));
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await createGraphqlClient({ endpoint: '/api/graphql', fetch }).request(
      {
        query: 'mutation ($file: Upload!, $docs: [Upload!]!) { upload(file: $file, docs: $docs) }',
        variables: { docs: [] },
      },
      { files: { 'variables.file': file, 'variables.docs.0': file } },
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const form = init.body as FormData;
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({ file: null, docs: [null] });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'], 1: ['variables.docs.0'] });
    expect(form.get('0')).toBeInstanceOf(Blob);
    expect(init.headers).not.toHaveProperty('content-type');
  });
});

describe('the failure rule', () => {
  const errors = [
    { message: 'La note est un nombre entier de 1 à 5.', extensions: { code: 'VALIDATION_ERROR' } },
  ];

  it('fails when the HTTP status is not ok', () => {
    expect(() => graphqlOutcome(502, false, { data: { a: 1 } }, 'all')).toThrow(GraphqlRequestError);
  });

  it('fails when errors are present, unless the policy is all or ignore', () => {
    expect(() => graphqlOutcome(200, true, { data: { a: 1 }, errors }, 'none')).toThrow(
      'La note est un nombre entier de 1 à 5.',
    );
    expect(graphqlOutcome(200, true, { data: { a: 1 }, errors }, 'all')).toEqual({ data: { a: 1 }, errors });
    expect(graphqlOutcome(200, true, { data: { a: 1 }, errors }, 'ignore')).toEqual({
      data: { a: 1 },
      errors: [],
    });
  });

  it('fails when data is missing, whatever the policy', () => {
    expect(() => graphqlOutcome(200, true, { data: null, errors }, 'ignore')).toThrow(GraphqlRequestError);
    expect(() => graphqlOutcome(200, true, {}, 'all')).toThrow('Réponse GraphQL sans données');
  });

  it('applies to a batch operation by operation', async () => {
    const fetch = vi.fn(async () => json([{ data: { a: 1 } }, { data: null, errors }]));
    const client = createGraphqlClient({ endpoint: '/api/graphql', fetch });
    await expect(client.batch([{ query: '{ a }' }, { query: '{ b }' }])).rejects.toThrow(
      'La note est un nombre entier de 1 à 5.',
    );
  });
});
