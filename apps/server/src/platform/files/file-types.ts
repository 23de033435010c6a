import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/errors';

/** The reference's default allowed list, by the extension a file of that type has. */
const allowed: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vsd: 'application/vnd.visio',
  vsdx: 'application/vnd.ms-visio.drawing',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** Old Office formats share one container (OLE compound file): the name says which one it is. */
const compoundFileExtensions = new Set(['doc', 'xls', 'ppt', 'vsd']);

export const ALLOWED_FILE_EXTENSIONS = Object.keys(allowed);

function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Text: valid UTF-8 with no control characters except tab, line feed, carriage return and form feed. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/**
 * The type of an upload, from its content (magic numbers) and, for text and old Office files whose
 * content cannot tell, its name. Anything not on the allowed list is FILE1005.
 */
export async function detectContentType(fileName: string, bytes: Buffer): Promise<string> {
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    if ((extension === 'txt' || extension === 'csv') && isPlainText(bytes)) return allowed[extension]!;
    throw new ApiError('FILE1005');
  }
  if (detected.ext === 'cfb') {
    if (compoundFileExtensions.has(extension)) return allowed[extension]!;
    throw new ApiError('FILE1005');
  }
  // file-type names JPEG 'jpg' and TIFF 'tif', both on the list.
  const type = allowed[detected.ext];
  if (!type) throw new ApiError('FILE1005');
  return type;
}

const MAX_NAME_LENGTH = 200;

/**
 * A name safe to store and to send back in Content-Disposition: no folders, no control or reserved
 * characters, at most 200 characters, and the extension kept when it has to be shortened.
 */
export function sanitiseFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return fallback;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension && extension.length <= 10 ? `.${extension}` : '';
  return characters.slice(0, MAX_NAME_LENGTH - suffix.length).join('') + suffix;
}
