import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClamdScanner } from './clamd-scanner.js';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A clamd peer speaking INSTREAM: it reassembles the chunks and looks for the EICAR test string. */
describe('createClamdScanner', () => {
  let server: Server;
  let port: number;
  const commands: string[] = [];
  beforeAll(async () => {
    server = createServer((socket) => {
      let buffer = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        buffer = Buffer.concat([buffer, chunk]);
        const command = buffer.indexOf(0);
        if (command < 0) return;
        const name = buffer.subarray(0, command).toString();
        let offset = command + 1;
        const body: Buffer[] = [];
        while (offset + 4 <= buffer.length) {
          const length = buffer.readUInt32BE(offset);
          if (length === 0) {
            commands.push(name);
            const content = Buffer.concat(body).toString('latin1');
            socket.end(content.includes('EICAR') ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
            return;
          }
          if (offset + 4 + length > buffer.length) return;
          body.push(buffer.subarray(offset + 4, offset + 4 + length));
          offset += 4 + length;
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a clean file and names the signature of an infected one, in small chunks', async () => {
    const scanner = createClamdScanner({ host: '127.0.0.1', port, timeoutMs: 2_000, chunkBytes: 7 });
    expect(await scanner.scan(Readable.from([Buffer.from('%PDF-1.7 facture')]))).toEqual({ clean: true });
    expect(await scanner.scan(Readable.from([Buffer.from(EICAR)]))).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    expect(commands).toEqual(['zINSTREAM', 'zINSTREAM']);
  });

  it('throws when clamd cannot be reached, so that the upload is refused rather than kept unscanned', async () => {
    const scanner = createClamdScanner({ host: '127.0.0.1', port: 1, timeoutMs: 500 });
    await expect(scanner.scan(Readable.from([Buffer.from('x')]))).rejects.toThrow('clamd injoignable');
  });
});
