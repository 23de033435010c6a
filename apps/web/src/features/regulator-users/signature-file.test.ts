import { describe, expect, it } from 'vitest';
import { SIGNATURE_MESSAGES, bmpDimensions, checkSignatureFile } from './signature-file';

/** A 24-bit BMP header (and white pixels) of the given size. */
function bmp(width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(54 + rowSize * height).fill(0xff);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42;
  bytes[1] = 0x4d;
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  return bytes;
}

/** jsdom's File may lack arrayBuffer(); a minimal stand-in with what the check reads. */
function file(bytes: Uint8Array): File {
  return {
    size: bytes.length,
    slice: (start?: number, end?: number) => ({
      arrayBuffer: async () => bytes.slice(start, end).buffer,
    }),
  } as unknown as File;
}

describe('signature file checks', () => {
  it('reads the dimensions of a BMP, including top-down ones', () => {
    expect(bmpDimensions(bmp(240, 140))).toEqual({ width: 240, height: 140 });
    const topDown = bmp(10, 5);
    new DataView(topDown.buffer).setInt32(22, -5, true);
    expect(bmpDimensions(topDown)).toEqual({ width: 10, height: 5 });
  });

  it('rejects bytes that are not a BMP, whatever the name', () => {
    expect(bmpDimensions(new TextEncoder().encode('BM but not really an image file'))).toBeUndefined();
    expect(bmpDimensions(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });

  it('accepts a BMP within the limits', async () => {
    expect(await checkSignatureFile(file(bmp(240, 140)))).toBeUndefined();
    expect(await checkSignatureFile(file(bmp(120, 70)))).toBeUndefined();
  });

  it('explains each problem', async () => {
    expect(await checkSignatureFile(file(bmp(241, 140)))).toBe(SIGNATURE_MESSAGES.dimensions);
    expect(await checkSignatureFile(file(bmp(500, 140)))).toBe(SIGNATURE_MESSAGES.size);
    expect(await checkSignatureFile(file(new Uint8Array(100)))).toBe(SIGNATURE_MESSAGES.type);
    expect(await checkSignatureFile(file(new Uint8Array(0)))).toBe(SIGNATURE_MESSAGES.empty);
  });
});
