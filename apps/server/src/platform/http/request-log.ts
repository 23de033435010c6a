import type { FastifyRequest } from 'fastify';

/** Paths whose next segment is a signed download token (file-downloads, user-signatures). */
const TOKEN_SEGMENT_AFTER = new Set([
  'file-attachments',
  'file-notes',
  'file-documents',
  'file-document-templates',
  'user-signatures',
]);
/** Longer than any id or word in our paths: a token, whatever route it came on. */
const LONGEST_PLAIN_SEGMENT = 64;

/**
 * The address as it may be logged: no query string (reset, invitation, 2FA and registration links and
 * the sign-in callback carry their secret there) and token path segments masked. A logged
 * single-use link would let anyone who reads the logs take over an account.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      TOKEN_SEGMENT_AFTER.has(segments[index - 1] ?? '') || segment.length > LONGEST_PLAIN_SEGMENT
        ? '***'
        : segment,
    )
    .join('/');
}

/** Fastify's request log fields, with the address made safe. */
export function serialiseRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
