import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { refuseBadText } from '../../platform/http/edge-text';
import { ApiError } from '../../platform/http/errors';
import { formError, multipartError, type UploadedFile } from '../../platform/http/multipart';
import { zodIssuesToFormErrors } from '../../workflow/validation';
import { requestTaskAttachmentActionSchema } from './schemas';

export interface TaskAttachmentForm {
  details: z.infer<typeof requestTaskAttachmentActionSchema>;
  /** Reads the `attachment` part; called only once the caller has passed the task's checks. */
  readFile(): Promise<UploadedFile>;
}

const DETAILS = 'requestTaskActionDetails';
const ATTACHMENT = 'attachment';

/**
 * Reads `requestTaskActionDetails` (a field, or a JSON file part as browsers send a Blob) and leaves the
 * `attachment` part in the stream, so nobody's file is read before the caller is checked. A client that
 * sends the file first still works: that file is buffered (within the multipart limit) until the details
 * arrive.
 */
export async function readTaskAttachmentForm(request: FastifyRequest): Promise<TaskAttachmentForm> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const parts = request.parts()[Symbol.asyncIterator]();
  let file: UploadedFile | undefined;
  let text: string | undefined;

  const next = async (): Promise<Multipart | undefined> => {
    try {
      const result = await parts.next();
      return result.done ? undefined : result.value;
    } catch (error) {
      throw multipartError(error);
    }
  };
  const take = async (part: Multipart): Promise<void> => {
    try {
      if (part.fieldname === DETAILS && text === undefined) {
        text = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
      } else if (part.fieldname === ATTACHMENT && part.type === 'file' && file === undefined) {
        file = { name: part.filename, content: await part.toBuffer() };
        refuseBadText(file.name, `${ATTACHMENT}.filename`);
      } else {
        if (part.type === 'file') part.file.resume();
        throw formError(part.fieldname, 'is not an expected part');
      }
    } catch (error) {
      throw multipartError(error);
    }
  };

  while (text === undefined) {
    const part = await next();
    if (!part) throw new ApiError('FORM1002', [{ fieldName: DETAILS, message: 'is required' }]);
    await take(part);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw formError(DETAILS, 'must be JSON');
  }
  refuseBadText(json, DETAILS);
  const parsed = requestTaskAttachmentActionSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error));

  return {
    details: parsed.data,
    async readFile() {
      for (let part = file ? undefined : await next(); part; part = file ? undefined : await next()) {
        await take(part);
      }
      // Nothing may follow the file.
      const extra = await next();
      if (extra) await take(extra);
      if (!file) throw new ApiError('FORM1002', [{ fieldName: ATTACHMENT, message: 'Select a file' }]);
      return file;
    },
  };
}
