import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { randomPdl } from './signing-helpers.js';

export type Cookies = Record<string, string>;

/** A multipart/form-data body, as a browser's FormData sends it: text fields, then one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----voltaire-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

/** A draft with every step saved, entered by an agent (their session owns it) for `email`. */
export async function agentDraft(
  app: FastifyInstance,
  agent: Cookies,
  email: string,
  situation: Record<string, unknown> = {},
): Promise<{ id: string; reference: string }> {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', cookies: agent, payload: {} });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data;
  const steps = {
    ...VALID_STEPS,
    deliveryPoint: { ...VALID_STEPS.deliveryPoint, point: { energy: 'electricity', id: randomPdl() } },
    situation: { ...VALID_STEPS.situation, ...situation },
    holder: { ...VALID_STEPS.holder, email },
  };
  for (const [step, data] of Object.entries(steps)) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v3/session/nextjs-save-point',
      cookies: agent,
      payload: { orderId: order.id, step, data },
    });
    expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
  }
  return { id: order.id, reference: order.reference };
}

export const webCookieOf = (response: { cookies: { name: string; value: string }[] }): Cookies => {
  const value = response.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value;
  return value ? { [SESSION_COOKIES.webApp]: value } : {};
};
