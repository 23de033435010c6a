import { ApiError } from '../../platform/http/errors';

/** The reference's limits for a regulator's signature: a BMP under 200 KB, at most 240×140 pixels. */
export const SIGNATURE_MAX_BYTES = 204_800;
export const SIGNATURE_MAX_WIDTH = 240;
export const SIGNATURE_MAX_HEIGHT = 140;

/** DIB header sizes that real BMP files use (BITMAPCOREHEADER up to BITMAPV5HEADER). */
const DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

export interface BmpDimensions {
  width: number;
  height: number;
}

/** Reads a BMP's size from its headers, or undefined when the bytes are not a BMP (the name proves nothing). */
export function bmpDimensions(content: Buffer): BmpDimensions | undefined {
  if (content.length < 26 || content[0] !== 0x42 || content[1] !== 0x4d) return undefined;
  const dibSize = content.readUInt32LE(14);
  if (!DIB_HEADER_SIZES.has(dibSize) || content.length < 14 + dibSize) return undefined;
  if (dibSize === 12) return { width: content.readUInt16LE(18), height: content.readUInt16LE(20) };
  // Top-down bitmaps store a negative height.
  return { width: content.readInt32LE(18), height: Math.abs(content.readInt32LE(22)) };
}

/** FILE1002 empty, FILE1003 too big, FILE1005 not a BMP or not named .bmp, IMAGE1001 wrong dimensions. */
export function assertValidSignature(content: Buffer, fileName: string): void {
  if (content.length === 0) throw new ApiError('FILE1002');
  if (content.length > SIGNATURE_MAX_BYTES) throw new ApiError('FILE1003');
  if (!/\.bmp$/i.test(fileName)) throw new ApiError('FILE1005');
  const dimensions = bmpDimensions(content);
  if (!dimensions) throw new ApiError('FILE1005');
  const { width, height } = dimensions;
  if (width <= 0 || height <= 0 || width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT) {
    throw new ApiError('IMAGE1001');
  }
}

/** A file name safe for a Content-Disposition header and any file system. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 100);
  if (!cleaned) return 'signature.bmp';
  return /\.bmp$/i.test(cleaned) ? cleaned : `${cleaned}.bmp`;
}
