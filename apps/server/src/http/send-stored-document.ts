import type { FastifyReply } from 'fastify';

/** An RFC 6266 attachment header: an ASCII fallback and the UTF-8 name. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** An uploaded document sent back as a download the browser never renders in our origin (nor caches). */
export function sendStoredDocument(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', attachment(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
