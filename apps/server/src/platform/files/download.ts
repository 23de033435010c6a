import type { FastifyReply } from 'fastify';
import { downloadName, sanitiseFileName, servedContentType } from './file-types';

/** RFC 6266/8187: a plain ASCII fallback plus the exact name, percent-encoded as UTF-8. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  let encoded: string;
  try {
    encoded = encodeURIComponent(fileName).replace(
      /['()*]/g,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // An unpaired surrogate cannot be encoded: the ASCII fallback is the name then.
    encoded = encodeURIComponent(fallback);
  }
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface Download {
  fileName: string;
  /** The stored type; served only if it is one of the allowed types (else application/octet-stream). */
  contentType: string;
  content: Buffer | Uint8Array;
}

/**
 * Every file the service hands out goes through here: always saved, never shown in the page
 * (attachment), never sniffed into another type, never cached, under a name that says what it holds.
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  const name = sanitiseFileName(downloadName(file.fileName, file.contentType));
  return reply
    .header('content-type', servedContentType(file.contentType))
    .header('content-length', file.content.byteLength)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
}
