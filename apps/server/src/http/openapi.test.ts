import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { operationIdOf } from './openapi.js';

let t: TestApp;
let document: Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };
let source: string;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/docs/json' });
  source = response.body;
  document = response.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

describe('the OpenAPI document', () => {
  it('is valid for swagger-parser (every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has no error under Redocly’s recommended rules', async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.info(
      `openapi: ${operations().length} operations, Redocly ${errors.length} errors, ${warnings.length} warnings`,
    );
    expect(
      errors.map((error) => `${error.ruleId}: ${error.message} (${error.location[0]?.pointer})`),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId, its security and the shared error envelope', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
      expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array);
      expect(operation.responses, `${method} ${path}`).toHaveProperty('500', {
        $ref: '#/components/responses/InternalError',
      });
    }
  });

  it('takes each operation’s security from the route access table', () => {
    const outbox = document.paths['/api/node/v1/admin/outbox']?.get;
    expect(outbox?.security).toEqual([{ adminSession: [] }]);
    expect(outbox?.responses).toHaveProperty('403', { $ref: '#/components/responses/Forbidden' });
    expect(document.paths['/api/v3/command/{id}']?.get?.security).toEqual([{ webSession: [] }]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/health']?.get?.responses).not.toHaveProperty('401');
  });

  it('derives operation ids from the method and the path', () => {
    expect(operationIdOf('get', '/api/v3/command/{id}')).toBe('getApiV3CommandById');
    expect(operationIdOf('post', '/api/node/v1/private/lead-synch/save-lead')).toBe(
      'postApiNodeV1PrivateLeadSynchSaveLead',
    );
  });
});
