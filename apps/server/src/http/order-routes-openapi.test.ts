import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The order engine's routes, by their OpenAPI tags: each one documents what it answers. */
const ORDER_ENGINE_TAGS = new Set(['orders', 'cart', 'resume', 'signing', 'promo']);
/** Answers that are not JSON (the contract itself), described in their summary instead. */
const NOT_JSON = new Set(['get /api/node/v1/signing/{orderId}/document.pdf']);

type Operation = {
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};

describe('OpenAPI: every order, cart, resume, signing and completion route has a response schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents a JSON success response for each operation', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const checked: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        if (!operation.tags?.some((tag) => ORDER_ENGINE_TAGS.has(tag)) || NOT_JSON.has(name)) continue;
        checked.push(name);
        const success = operation.responses?.['200'] ?? operation.responses?.['201'];
        if (!success?.content?.['application/json']?.schema) missing.push(name);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
