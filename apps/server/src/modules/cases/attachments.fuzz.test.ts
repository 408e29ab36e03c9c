import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, SAMPLE_FILES } from '../../../test/multipart.js';
import { expectFrenchErrorEnvelope } from '../../../test/openapi-requests.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const BOUNDARY = 'fuzz-boundary';
const valid = multipartBody(
  [
    { filename: 'a.pdf', content: SAMPLE_FILES.pdf },
    { filename: 'b.png', content: SAMPLE_FILES.png },
  ],
  BOUNDARY,
).payload;

/** Multipart bodies gone wrong: cut short, spliced with noise, odd headers, wrong boundaries, odd names. */
const brokenBody = fc.oneof(
  fc.nat({ max: valid.length }).map((cut) => valid.subarray(0, cut)),
  fc
    .tuple(fc.nat({ max: valid.length }), fc.uint8Array({ maxLength: 64 }))
    .map(([at, noise]) => Buffer.concat([valid.subarray(0, at), Buffer.from(noise), valid.subarray(at)])),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('file', 'other', '', 'fi"le'),
      fc.uint8Array({ maxLength: 64 }),
    )
    .map(
      ([filename, field, content]) =>
        multipartBody(
          [{ filename, field, content: Buffer.concat([SAMPLE_FILES.jpeg, Buffer.from(content)]) }],
          BOUNDARY,
        ).payload,
    ),
  fc.constant(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="champ"\r\n\r\nvaleur\r\n--${BOUNDARY}--\r\n`,
    ),
  ),
);
const contentType = fc.constantFrom(
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data; boundary=autre',
  'multipart/form-data',
  'multipart/mixed; boundary=fuzz-boundary',
  'application/octet-stream',
);

describe('attachment post never answers 5xx, whatever multipart it gets', () => {
  let t: TestApp;
  let dataDir: string;
  let address = 0;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-fuzz-'));
    t = await createTestApp({ config: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 201 or a French 4xx', async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(brokenBody, contentType, async (payload, type) => {
        address += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v2/attachment/post',
          headers: { 'content-type': type },
          payload,
          remoteAddress: `10.55.${address >> 8}.${address & 255}`,
        });
        statuses.push(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expectFrenchErrorEnvelope(response.body, `${response.statusCode}`);
      }),
      { seed: 20_250_602, numRuns: 150 },
    );
    expect(statuses.some((status) => status >= 400)).toBe(true);
  });
});
