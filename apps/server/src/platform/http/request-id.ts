import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's X-Request-Id when it is safe to log, otherwise makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
