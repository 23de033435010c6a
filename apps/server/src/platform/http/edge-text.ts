import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export const BAD_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/** Fast path: most strings have neither NUL nor any surrogate, and then the loop is not needed. */
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/**
 * True when `value` holds U+0000 or a surrogate that is not half of a pair. PostgreSQL's text cannot hold
 * either (a NUL fails the statement; a lone surrogate is not UTF-8), so they are refused where they arrive.
 */
export function hasBadText(value: string): boolean {
  if (!SUSPECT.test(value)) return false;
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** A key as it may appear in a field path: bad characters shown as U+FFFD, never echoed. */
function printable(key: string): string {
  return hasBadText(key) ? Array.from(key, (c) => (hasBadText(c) ? '\uFFFD' : c)).join('') : key;
}

/**
 * The path ("a.b.0.c", as validation errors name fields) of the first string, key or value, in `value`
 * that `hasBadText`; undefined when there is none. Walks with its own stack: a deeply nested body must
 * not overflow the call stack.
 */
export function findBadText(value: unknown, prefix = ''): string | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasBadText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push([current[index], join(path, String(index))]);
      }
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        if (hasBadText(key)) return join(path, printable(key));
        stack.push([child, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** FORM1001 for a body or multipart field, FORM1002 for the address (path and query), as validation does. */
export function badTextError(fieldName: string, where: 'body' | 'address'): ApiError {
  return new ApiError(where === 'body' ? 'FORM1001' : 'FORM1002', [{ fieldName, message: BAD_TEXT_MESSAGE }]);
}

/** Throws FORM1001 naming the field when a multipart field, its parsed JSON or a file name has bad text. */
export function refuseBadText(value: unknown, fieldName: string): void {
  const path = findBadText(value, fieldName);
  if (path !== undefined) throw badTextError(path, 'body');
}

/**
 * Every route, before validation: path parameters, the query string and a parsed (JSON or form) body.
 * Multipart parts are read by their handlers, which call `refuseBadText` (platform/http/multipart.ts).
 */
export function registerEdgeTextRules(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const inAddress = findBadText(request.params) ?? findBadText(request.query);
    if (inAddress !== undefined) return done(badTextError(inAddress, 'address'));
    const inBody = findBadText(request.body);
    if (inBody !== undefined) return done(badTextError(inBody, 'body'));
    done();
  });
}
