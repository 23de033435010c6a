import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/**
 * Reads what a journey needs from a downloaded .xlsx (a zip): the sheet names and their shared strings.
 * Enough of the zip format for the files the service writes (stored or deflated entries).
 */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 0 ? data : inflateRawSync(data));
    at += 46 + skip;
  }
  return entries;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export async function readWorkbook(path: string): Promise<{ sheets: string[]; strings: string[] }> {
  const entries = zipEntries(await readFile(path));
  const text = (name: string) => entries.get(name)?.toString('utf8') ?? '';
  return {
    sheets: [...text('xl/workbook.xml').matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((match) =>
      unescape(match[1] ?? ''),
    ),
    strings: [...text('xl/sharedStrings.xml').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((match) =>
      unescape(match[1] ?? ''),
    ),
  };
}
