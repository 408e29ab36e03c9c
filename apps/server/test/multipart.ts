import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

export interface Part {
  filename: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser writes it. */
export function multipartBody(
  parts: Part[],
  boundary = '----voltaire-test-boundary',
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const SAMPLE_FILES = {
  pdf: Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    Buffer.alloc(200, 32),
    Buffer.from('\n%%EOF\n'),
  ]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]),
};

/** A solved self-hosted captcha, as the widget would send it (needs a small CAPTCHA_MAX_NUMBER). */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/node/v1/captcha/challenge' })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
}
