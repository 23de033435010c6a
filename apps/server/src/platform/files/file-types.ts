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

/** Every extension the reference allows: notes and task attachments take any of them. */
export const ALLOWED_FILE_EXTENSIONS: readonly string[] = Object.keys(allowed);

export function extensionOf(fileName: string): string {
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

/** The type file-type reads from the bytes' magic numbers (undefined for text, which has none). */
export async function magicTypeOf(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}

/**
 * The type of an upload, when its name's extension is one of `extensions` and its content is what that
 * extension says: magic numbers for binary formats (a PDF named .png, or named .html, is refused), valid
 * text without NULs for .txt and .csv, the OLE container for the old Office formats, which the name tells
 * apart. Anything else is FILE1005: the name is what a downloaded file is opened by, so it must not lie.
 */
export async function detectContentType(
  fileName: string,
  bytes: Buffer,
  extensions: readonly string[] = ALLOWED_FILE_EXTENSIONS,
): Promise<string> {
  const extension = extensionOf(fileName);
  const expected = extensions.includes(extension) ? allowed[extension] : undefined;
  if (!expected) throw new ApiError('FILE1005');
  const detected = await magicTypeOf(bytes);
  if (detected === undefined) {
    if ((extension === 'txt' || extension === 'csv') && isPlainText(bytes)) return expected;
    throw new ApiError('FILE1005');
  }
  if (detected === 'cfb') {
    if (compoundFileExtensions.has(extension)) return expected;
    throw new ApiError('FILE1005');
  }
  // file-type names JPEG 'jpg' and TIFF 'tif': .jpeg and .tiff agree with them through the type.
  if (allowed[detected] !== expected) throw new ApiError('FILE1005');
  return expected;
}

/** The Content-Type a stored file is served with: one of the allowed types, else plain bytes. */
export function servedContentType(contentType: string): string {
  if (contentType === 'text/plain' || contentType === 'text/csv') return `${contentType}; charset=utf-8`;
  return Object.values(allowed).includes(contentType) ? contentType : 'application/octet-stream';
}

/**
 * The name a stored file is downloaded under: its own when its extension agrees with its type; otherwise
 * (a file stored before the extension was checked) with the type's extension added, so "x.html" holding a
 * PDF saves as "x.html.pdf" and opens as what it is.
 */
export function downloadName(fileName: string, contentType: string): string {
  const extension = extensionOf(fileName);
  if (allowed[extension] === contentType) return fileName;
  const proper = Object.keys(allowed).find((candidate) => allowed[candidate] === contentType);
  return proper ? `${fileName}.${proper}` : `${fileName}.bin`;
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
