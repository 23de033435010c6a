import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseBadText } from '../../platform/http/edge-text';
import { ApiError } from '../../platform/http/errors';
import {
  formError,
  multipartError,
  registerMultipart as registerMultipartParser,
  type UploadedFile,
} from '../../platform/http/multipart';
import { SIGNATURE_MAX_BYTES } from '../user-signatures/bmp';

export { multipartBody, skipMultipartBodyValidation, type UploadedFile } from '../../platform/http/multipart';

export interface RegulatorForm {
  /** The JSON part, parsed but not yet validated. */
  json: unknown;
  signature?: UploadedFile;
}

/** Multipart only where it is needed: a JSON part and at most one small signature file. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await registerMultipartParser(app, { fileSize: SIGNATURE_MAX_BYTES, files: 2, fields: 2, parts: 3 });
}

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
          refuseBadText(part.filename, 'signature.filename');
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
    throw multipartError(error);
  }
  if (text === undefined) throw formError(jsonPart, 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw formError(jsonPart, 'must be JSON');
  }
  refuseBadText(json, jsonPart);
  return { json, signature };
}
