import { connect } from 'node:net';
import type { Readable } from 'node:stream';
import type { ScanVerdict, VirusScanner } from './virus-scanner.js';

export interface ClamdOptions {
  host: string;
  port: number;
  timeoutMs: number;
  /** clamd's StreamMaxLength; chunks are sent at most this big. */
  chunkBytes?: number;
}

/**
 * ClamAV's daemon over TCP, INSTREAM command: `zINSTREAM\0`, then chunks each prefixed by their length
 * (4 bytes, big-endian), then a zero length. clamd answers `stream: OK`, `stream: <name> FOUND` or an error.
 */
export function createClamdScanner({
  host,
  port,
  timeoutMs,
  chunkBytes = 64 * 1024,
}: ClamdOptions): VirusScanner {
  return {
    name: 'clamd',
    scan(content: Readable): Promise<ScanVerdict> {
      return new Promise((resolve, reject) => {
        const socket = connect({ host, port });
        const answer: Buffer[] = [];
        let settled = false;
        const finish = (error: Error | undefined, verdict?: ScanVerdict) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          content.destroy();
          if (error) reject(error);
          else resolve(verdict as ScanVerdict);
        };
        socket.setTimeout(timeoutMs, () => finish(new Error(`clamd n’a pas répondu en ${timeoutMs} ms`)));
        socket.on('error', () => finish(new Error('clamd injoignable')));
        socket.on('data', (chunk: Buffer) => answer.push(chunk));
        socket.on('end', () => {
          const text = Buffer.concat(answer).toString('utf8').replace(/\0/g, '').trim();
          const found = /^stream: (.+) FOUND$/.exec(text);
          if (text === 'stream: OK') finish(undefined, { clean: true });
          else if (found) finish(undefined, { clean: false, signature: found[1] as string });
          else finish(new Error(`réponse de clamd inattendue : ${text.slice(0, 100)}`));
        });
        socket.on('connect', async () => {
          try {
            socket.write('zINSTREAM\0');
            for await (const chunk of content) {
              const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
              for (let offset = 0; offset < buffer.length; offset += chunkBytes) {
                const piece = buffer.subarray(offset, offset + chunkBytes);
                const length = Buffer.alloc(4);
                length.writeUInt32BE(piece.length);
                if (!socket.write(Buffer.concat([length, piece]))) {
                  await new Promise((drained) => socket.once('drain', drained));
                }
              }
            }
            socket.end(Buffer.alloc(4));
          } catch {
            finish(new Error('lecture du fichier impossible pendant l’analyse'));
          }
        });
      });
    },
  };
}
