import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.js';
import type { VirusScanner } from '../integrations/virus-scan/virus-scanner.js';
import { registerErrorHandling } from './error-handler.js';
import { readUploadedFile, receiveUploadedFiles, registerMultipartUploads } from './multipart-upload.js';

/** A scanner that reads every byte, flags the EICAR-like marker and can be switched off. */
function fakeScanner() {
  const state = { down: false, scanned: 0 };
  const scanner: VirusScanner = {
    name: 'fake',
    async scan(content: Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      if (state.down) throw new Error('clamd injoignable');
      state.scanned += 1;
      return Buffer.concat(chunks).includes('EICAR')
        ? { clean: false, signature: 'Eicar-Test-Signature' }
        : { clean: true };
    },
  };
  return { scanner, state };
}

describe('the one upload helper (documents and case attachments)', () => {
  let app: FastifyInstance;
  const { scanner, state } = fakeScanner();
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerMultipartUploads(scope, { scanner });
      scope.post('/one', async (request) => {
        const { bytes, ...file } = await readUploadedFile(request);
        return { ...file, length: bytes.length };
      });
    });
    await app.register(async (scope) => {
      await registerMultipartUploads(scope, { scanner, maxFiles: 5, fields: 0 });
      scope.post('/many', async (request) =>
        receiveUploadedFiles(
          request,
          async (file) => {
            const chunks: Buffer[] = [];
            for await (const chunk of file.stream) chunks.push(chunk as Buffer);
            return { fileName: file.fileName, length: Buffer.concat(chunks).length };
          },
          async () => {},
        ),
      );
    });
    app.post('/elsewhere', async () => 'never');
  });
  afterAll(() => app.close());

  const post = (url: string, parts: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url, ...multipartBody(parts) });

  it('reads one file, sniffs its real type, hashes it and scans it', async () => {
    const response = await post('/one', [{ filename: 'facture.pdf', content: SAMPLE_FILES.pdf }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'facture.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
      length: SAMPLE_FILES.pdf.length,
    });
    expect(response.json().sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(state.scanned).toBe(1);
  });

  it('refuses an infected file, and answers 503 when the antivirus cannot answer', async () => {
    const infected = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('EICAR')]);
    const refused = await post('/one', [{ filename: 'facture.pdf', content: infected }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toEqual({
      code: 'UPLOAD_INFECTED',
      message: 'Ce fichier a été refusé par l’antivirus.',
    });
    state.down = true;
    const down = await post('/one', [{ filename: 'facture.pdf', content: SAMPLE_FILES.pdf }]);
    state.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0].code).toBe('UPLOAD_SCAN_UNAVAILABLE');
  });

  it('says « Mo » in its French 413', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await post('/one', [{ filename: 'gros.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux (10\u00A0Mo maximum).',
    });
  });

  it('leaves the file check to the keeper of several files, within the scope’s file limit', async () => {
    const two = await post('/many', [
      { filename: 'a.pdf', content: SAMPLE_FILES.pdf },
      { filename: 'b.png', content: SAMPLE_FILES.png },
    ]);
    expect(two.json()).toEqual([
      { fileName: 'a.pdf', length: SAMPLE_FILES.pdf.length },
      { fileName: 'b.png', length: SAMPLE_FILES.png.length },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `f${i}.jpg`, content: SAMPLE_FILES.jpeg }));
    const tooMany = await post('/many', six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().errors[0].message).toBe('Vous pouvez joindre 5 fichiers au plus.');
  });

  it('keeps multipart to the scopes that registered it', async () => {
    const response = await post('/elsewhere', [{ filename: 'a.pdf', content: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(415);
  });
});
