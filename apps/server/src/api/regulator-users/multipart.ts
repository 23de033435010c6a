import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../../platform/http/errors';
import { SIGNATURE_MAX_BYTES } from '../user-signatures/bmp';

export interface UploadedFile {
  name: string;
  content: Buffer;
}

export interface RegulatorForm {
  /** The JSON part, parsed but not yet validated. */
  json: unknown;
  signature?: UploadedFile;
}

/** Multipart only where it is needed: a JSON part and at most one small signature file. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SIGNATURE_MAX_BYTES, files: 2, fields: 2, parts: 3, fieldSize: 64 * 1024 },
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

const formError = (fieldName: string, message: string) => new ApiError('FORM1001', [{ fieldName, message }]);

/** Reads `jsonPart` (sent as a field or as an application/json file, as browsers do with a Blob) and `signature`. */
export async function readRegulatorForm(request: FastifyRequest, jsonPart: string): Promise<RegulatorForm> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  let text: string | undefined;
  let signature: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === jsonPart && text === undefined) {
        text = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
      } else if (part.fieldname === 'signature' && signature === undefined) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          // A form with no file chosen still sends an empty, nameless part: that means "no signature".
          if (content.length > 0 || part.filename) signature = { name: part.filename, content };
        } else if (part.value !== '' && part.value !== 'null') {
          throw formError('signature', 'must be a file');
        }
      } else {
        if (part.type === 'file') part.file.resume();
        throw formError(part.fieldname, 'is not an expected part');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('FILE1003');
    if (code && limitErrors.has(code)) throw formError('', 'too many parts');
    throw new ApiError('INVALID_REQUEST_FORMAT');
  }
  if (text === undefined) throw formError(jsonPart, 'is required');
  try {
    return { json: JSON.parse(text) as unknown, signature };
  } catch {
    throw formError(jsonPart, 'must be JSON');
  }
}
