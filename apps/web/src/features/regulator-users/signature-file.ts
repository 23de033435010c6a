/** The service's limits for a signature: a BMP of at most 200 KB and 240 × 140 pixels (checked again on the server). */
export const SIGNATURE_MAX_BYTES = 204_800;
export const SIGNATURE_MAX_WIDTH = 240;
export const SIGNATURE_MAX_HEIGHT = 140;

export const SIGNATURE_MESSAGES = {
  type: 'The selected file must be a BMP',
  size: 'The selected file must be smaller than 200KB',
  empty: 'The selected file is empty',
  dimensions: 'The selected file must be 240 pixels wide and 140 pixels high or smaller',
} as const;

/** The same check as the server's: the 'BM' signature, a known header size, then width and height. */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = view.getUint32(14, true);
  if (![12, 40, 52, 56, 64, 108, 124].includes(header) || bytes.length < 14 + header) return undefined;
  if (header === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
}

/** An error message for the chosen file, or undefined when it is acceptable. */
export async function checkSignatureFile(file: File): Promise<string | undefined> {
  if (file.size === 0) return SIGNATURE_MESSAGES.empty;
  if (file.size > SIGNATURE_MAX_BYTES) return SIGNATURE_MESSAGES.size;
  const dimensions = bmpDimensions(new Uint8Array(await file.slice(0, 256).arrayBuffer()));
  if (!dimensions) return SIGNATURE_MESSAGES.type;
  const { width, height } = dimensions;
  if (width <= 0 || height <= 0 || width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT) {
    return SIGNATURE_MESSAGES.dimensions;
  }
  return undefined;
}
