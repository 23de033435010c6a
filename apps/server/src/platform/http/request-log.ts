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

/** Engine errors about code (a missing property, a bad array length): their messages name code, not data. */
const CODE_ERRORS = new Set(['TypeError', 'RangeError', 'ReferenceError']);
/** A SQLSTATE, a Node system error (ECONNREFUSED) or one of our error codes: short, fixed words. */
const SAFE_CODE = /^[A-Za-z0-9_]{1,40}$/;
/** Schema names a database error may carry (which constraint, table or column), never values. */
const SCHEMA_FIELDS = ['constraint', 'table', 'column'] as const;

const WITHHELD = '(not logged: it may hold data)';

/** The shape pino's `err` serializer must give. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function isDatabaseError(error: object): boolean {
  return (
    (error as { name?: unknown }).name === 'DrizzleQueryError' ||
    ('severity' in error && 'code' in error) ||
    ('query' in error && 'params' in error)
  );
}

/**
 * What a log line may say about an error: its type, code and where it was thrown. Messages are kept only
 * where they cannot hold data: a database error's message, detail, query and parameters carry the values
 * of the statement (personal data), and a library's message may quote its input (JSON.parse, an SMTP
 * server's rejection), so those are left out; the stack keeps its frames but not its first line, which
 * repeats the message.
 */
export function serialiseErrorForLog(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: WITHHELD, stack: '' };
  const { name, code, message, stack, cause } = error as Record<string, unknown>;
  const type = typeof name === 'string' ? name : (error.constructor?.name ?? 'Object');
  const result: LoggedError = { type, message: WITHHELD, stack: '' };
  if (typeof code === 'string' && SAFE_CODE.test(code)) result.code = code;
  if (isDatabaseError(error)) {
    for (const field of SCHEMA_FIELDS) {
      const value = (error as Record<string, unknown>)[field];
      if (typeof value === 'string' && SAFE_CODE.test(value)) result[field] = value;
    }
  } else if (
    typeof message === 'string' &&
    (CODE_ERRORS.has(type) || (type === 'ApiError' && typeof code === 'string'))
  ) {
    result.message = message.slice(0, 300);
  }
  if (typeof stack === 'string') {
    result.stack = stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n');
  }
  if (cause !== undefined && depth < 4) result.cause = serialiseErrorForLog(cause, depth + 1);
  return result;
}
