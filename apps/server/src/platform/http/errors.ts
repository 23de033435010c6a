import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/faults';
import { LISTED_PROBLEMS_MAX } from './input-bounds';

/** The reference API's error body. */
export const errorResponseSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    security: z.boolean(),
    data: z.array(z.unknown()),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export interface ErrorCodeDefinition {
  status: number;
  message: string;
  security: boolean;
}

/**
 * A code the service declares outside platform, with what the code means: a report's codes live in
 * its definition's folder (ADR 45), and `new ApiError(code)` takes one as it takes the codes below.
 */
export interface DeclaredErrorCode extends ErrorCodeDefinition {
  code: string;
}

/** Declares codes by name: `const errors = declareErrorCodes({ AP1001: {...} })`, then `errors.AP1001`. */
export function declareErrorCodes<const Codes extends Record<string, ErrorCodeDefinition>>(
  codes: Codes,
): { [Code in keyof Codes & string]: DeclaredErrorCode & { code: Code } } {
  return Object.fromEntries(
    Object.entries(codes).map(([code, definition]) => [code, { code, ...definition }]),
  ) as never;
}

/** Codes as the reference API names them; the HTTP status follows from the code. */
export const errorCodes = {
  INT1001: { status: 500, message: 'Internal server error', security: false },
  INVALID_REQUEST_FORMAT: { status: 400, message: 'Invalid request format', security: true },
  FORM1001: { status: 400, message: 'Form validation failed', security: true },
  FORM1002: { status: 400, message: 'Parameters validation failed', security: true },
  FORM1003: { status: 400, message: 'Type mismatch', security: true },
  NOTFOUND1001: { status: 404, message: 'Resource not found', security: true },
  UNAUTHORIZED1001: { status: 401, message: 'Unauthorized', security: true },
  FORBIDDEN: { status: 403, message: 'Forbidden', security: true },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed', security: true },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large', security: true },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type', security: true },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests', security: true },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable', security: false },
  // People and identity
  USER1000: { status: 500, message: 'User registration failed', security: false },
  USER1001: { status: 400, message: 'User is already registered', security: true },
  USER1002: { status: 400, message: 'User is deleted', security: false },
  USER1004: { status: 400, message: 'User status is not valid', security: true },
  USER1005: { status: 400, message: 'User not exist', security: false },
  USER1006: { status: 400, message: 'User signature not exist', security: false },
  EMAIL1001: { status: 400, message: 'The verification link has expired', security: true },
  TOKEN1001: { status: 400, message: 'Invalid Token', security: true },
  TOKEN1002: { status: 400, message: 'Invalid Token - User is not the invitee', security: true },
  OTP1001: { status: 400, message: 'Invalid OTP', security: true },
  PASSWORD1001: { status: 400, message: 'The password is not strong enough', security: true },
  ROLE1000: { status: 400, message: 'Invalid operator role code', security: true },
  AUTHORITY1000: {
    status: 400,
    message: 'Can not assign authority. Another role is already assigned to user',
    security: true,
  },
  AUTHORITY1001: {
    status: 400,
    message: 'At least one operator admin should exist in account',
    security: true,
  },
  AUTHORITY1003: { status: 400, message: 'User is not related to competent authority', security: true },
  AUTHORITY1004: { status: 400, message: 'User is not related to account', security: true },
  AUTHORITY1005: { status: 400, message: 'User status cannot be updated', security: true },
  AUTHORITY1006: { status: 400, message: 'User is not related to verification body', security: true },
  AUTHORITY1007: { status: 400, message: 'Active verifier admin should exist', security: true },
  AUTHORITY1008: { status: 400, message: 'Authority status in not valid', security: true },
  AUTHORITY1009: { status: 400, message: 'User is not operator', security: true },
  AUTHORITY1011: {
    status: 400,
    message: 'Regulator user can only add operator administrator users to an account',
    security: true,
  },
  AUTHORITY1012: { status: 400, message: 'User role can not be modified', security: true },
  AUTHORITY1013: { status: 400, message: 'User is not verifier', security: true },
  ACCOUNT_CONTACT1001: {
    status: 400,
    message: 'You must have a primary contact on your account',
    security: false,
  },
  ACCOUNT_CONTACT1004: {
    status: 400,
    message: 'You cannot assign the same user as a primary and secondary contact on your account',
    security: true,
  },
  ACCOUNT_CONTACT1005: {
    status: 400,
    message: 'You cannot assign a Restricted user as primary contact on your account',
    security: false,
  },
  ACCOUNT_CONTACT1006: {
    status: 400,
    message: 'You cannot assign a Restricted user as secondary contact on your account',
    security: false,
  },
  // Files
  FILE1001: { status: 400, message: 'The file contains a virus', security: true },
  FILE1002: { status: 400, message: 'File size is less than minimum', security: true },
  FILE1003: { status: 400, message: 'File size is greater than maximum', security: true },
  FILE1004: { status: 400, message: 'File upload failed', security: false },
  FILE1005: { status: 400, message: 'File type is not accepted', security: true },
  IMAGE1001: { status: 400, message: 'Image dimensions are not valid', security: true },
  // Accounts, onboarding and Companies House
  ACCOUNT1001: { status: 400, message: 'Account registration number already exists', security: false },
  ACCOUNT1003: { status: 400, message: 'Account fields cannot be amended', security: false },
  ACCOUNT1009: { status: 400, message: 'Account status is not valid', security: false },
  // Inherited METS verification body appointment (unreachable in ESOS: there are no verification bodies).
  ACCOUNT1006: {
    status: 400,
    message: 'A verification body has already been appointed to the Installation account',
    security: false,
  },
  ACCOUNT1007: {
    status: 400,
    message: 'A verification body has not been appointed to the Installation account',
    security: false,
  },
  ACCOUNT1008: {
    status: 400,
    message: "The verification body is not accredited to the account's emission trading scheme",
    security: false,
  },
  ACCOUNT1010: { status: 400, message: 'Verification body is attached on open tasks', security: false },
  ONBOARDING1001: { status: 400, message: 'Duplicate values in the list', security: false },
  ONBOARDING1002: { status: 400, message: 'Values already exist', security: false },
  COMPANYINFO1001: {
    status: 503,
    message: 'Companies House API is currently unavailable',
    security: false,
  },
  COMPANYINFO1002: {
    status: 503,
    message: 'Companies House API authorization failed',
    security: false,
  },
  COMPANYINFO1003: {
    status: 503,
    message: 'Companies House API rate limiting reached',
    security: false,
  },
  // Workflow
  REQUEST_CREATE_ACTION1000: { status: 400, message: 'Request create action not allowed', security: true },
  REQUEST_TASK_ACTION1000: { status: 400, message: 'Request task action cannot proceed', security: true },
  REQUEST_TASK_ACTION1001: {
    status: 400,
    message: 'User is not the assignee of the request task',
    security: true,
  },
  // Ours: an If-Match header naming an older version of the task (a stale tab; ADR 17).
  REQUEST_TASK_ACTION1002: {
    status: 409,
    message: 'The task has been changed since you opened it',
    security: false,
  },
  ITEM1000: { status: 400, message: 'Can not assign request to the provided user', security: true },
  ITEM1001: { status: 400, message: 'Request task is not assignable', security: true },
  ACL1001: { status: 400, message: 'Account closure reason is empty', security: false },
  // MI reports
  MIREPORT1000: { status: 409, message: 'Invalid MI Report type', security: false },
  MIREPORT1001: { status: 409, message: 'MI Report type is not supported', security: false },
  REPORT1001: { status: 400, message: 'Custom report query failed', security: true },
} satisfies Record<string, ErrorCodeDefinition>;
export type ErrorCode = keyof typeof errorCodes;

export interface FieldProblem {
  fieldName: string;
  message: string;
}

/**
 * A validation answer's data (FORM1001, FORM1002): at most LISTED_PROBLEMS_MAX problems, each made only
 * when listed, and then one entry saying how many more there are (ADR 40), so a body of a thousand bad
 * items gets a small answer.
 */
export function listedProblems<Problem>(
  problems: readonly Problem[],
  toField: (problem: Problem) => FieldProblem,
): (FieldProblem & { more?: number })[] {
  const listed = problems.slice(0, LISTED_PROBLEMS_MAX).map(toField);
  const more = problems.length - listed.length;
  return more > 0
    ? [...listed, { fieldName: '', message: `${more} more problems not listed`, more }]
    : listed;
}

/** Thrown by services; the one error handler turns it into an ErrorResponse. */
export class ApiError extends Error {
  readonly status: number;
  readonly security: boolean;
  readonly code: string;
  constructor(
    code: ErrorCode | DeclaredErrorCode,
    readonly data: unknown[] = [],
    message?: string,
  ) {
    const definition: ErrorCodeDefinition = typeof code === 'string' ? errorCodes[code] : code;
    super(message ?? definition.message);
    this.code = typeof code === 'string' ? code : code.code;
    this.name = 'ApiError';
    this.status = definition.status;
    this.security = definition.security;
  }

  toResponse(): ErrorResponse {
    return { code: this.code, message: this.message, security: this.security, data: this.data };
  }
}

function fromFastifyError(error: FastifyError): ApiError | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const data = listedProblems(error.validation, (issue) => ({
      fieldName: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'is not valid',
    }));
    return new ApiError(error.validationContext === 'body' ? 'FORM1001' : 'FORM1002', data);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('INVALID_REQUEST_FORMAT');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (error.statusCode === 429) return new ApiError('TOO_MANY_REQUESTS');
  if (error.statusCode === 413) return new ApiError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  if (error.statusCode === 400 && error instanceof SyntaxError) return new ApiError('INVALID_REQUEST_FORMAT');
  return undefined;
}

/** The fields an error names, for the log: its data's messages may quote what was sent. */
function fieldNamesOf(data: unknown[]): string[] {
  return data.flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'fieldName' in entry && typeof entry.fieldName === 'string'
      ? [entry.fieldName.slice(0, 200)]
      : [],
  );
}

/** The one place errors become responses: known ones keep their code, everything else is INT1001. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error);
    // What was called and how it ended; never the query, body or a field's value (request-log.ts).
    const operation = request.routeOptions.schema?.operationId ?? request.routeOptions.url;
    if (apiError && apiError.status < 500) {
      request.log.info(
        { operation, code: apiError.code, fields: fieldNamesOf(apiError.data) },
        apiError.message,
      );
      return reply.status(apiError.status).send(apiError.toResponse());
    }
    const unavailable = !apiError && isDatabaseUnavailable(error);
    const failure = apiError ?? new ApiError(unavailable ? 'SERVICE_UNAVAILABLE' : 'INT1001');
    request.log.error(
      { operation, code: failure.code, err: error },
      unavailable ? 'request failed: database unavailable' : 'request failed',
    );
    return reply.status(failure.status).send(failure.toResponse());
  });
}

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long address): answered
 * in the same ErrorResponse shape as everything else, instead of Fastify's own body.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, error.message);
  void reply.code(400).send(new ApiError('INVALID_REQUEST_FORMAT').toResponse());
}
