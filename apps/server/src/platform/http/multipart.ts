import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { refuseBadText } from './edge-text';
import { ApiError } from './errors';

export interface UploadedFile {
  name: string;
  content: Buffer;
  /** The media type the client declared for the part, if any. */
  mediaType?: string;
}

export interface MultipartLimits {
  /** Largest file part read, in bytes; a larger one is FILE1003. */
  fileSize: number;
  files?: number;
  fields?: number;
  parts?: number;
  fieldSize?: number;
}

/**
 * Multipart only in the plugin scope that needs it, with that scope's limits: each feature decides how
 * large a file it reads (the request body limit does not apply to streamed parts).
 */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fields: 2, parts: 3, fieldSize: 64 * 1024, ...limits },
  });
}

/** Body schemas that describe multipart forms, for the OpenAPI document only. */
const multipartBodies = new WeakSet<object>();

export function multipartBody<T extends object>(schema: T): T {
  multipartBodies.add(schema);
  return schema;
}

/**
 * In this scope, a multipart route's body schema is documentation: the parts are read and validated by
 * the handler, so that body is not validated here; params, query and JSON bodies are validated as usual.
 */
export function skipMultipartBodyValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]['schema']>((definition) =>
    definition.httpPart === 'body' && multipartBodies.has(definition.schema)
      ? () => ({ value: undefined })
      : validatorCompiler(definition),
  );
}

const limitErrors = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export const formError = (fieldName: string, message: string) =>
  new ApiError('FORM1001', [{ fieldName, message }]);

/** Turns what the multipart parser throws into the reference's codes; ApiErrors pass through. */
export function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('FILE1003');
  if (code && limitErrors.has(code)) return formError('', 'too many parts');
  return new ApiError('INVALID_REQUEST_FORMAT');
}

/**
 * Reads the one file part `fieldName` of a multipart request. A missing part is FORM1002, as the
 * reference answers for a missing multipart part; any other part is refused.
 */
export async function readFilePart(request: FastifyRequest, fieldName: string): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === fieldName && part.type === 'file' && file === undefined) {
        file = { name: part.filename, content: await part.toBuffer(), mediaType: part.mimetype };
        refuseBadText(file.name, `${fieldName}.filename`);
      } else {
        if (part.type === 'file') part.file.resume();
        throw formError(part.fieldname, 'is not an expected part');
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw new ApiError('FORM1002', [{ fieldName, message: 'Select a file' }]);
  return file;
}
