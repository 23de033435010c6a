/** The file checks of the organisation-structure upload, with the reference's messages (task-forms §1.4). */

/** 20 MB: files must be smaller than this (the reference's upload limit). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 100;
/**
 * The most organisations a file may list (rows under the header): a bound on the work of one import,
 * far above what a notification holds at the default body limit (ADR 18).
 */
export const MAX_ORGANISATION_ROWS = 20_000;
/** How long reading one file may take before the import stops (ADR 18). */
export const CSV_READ_BUDGET_MS = 10_000;
/** What browsers report for a .csv: text/csv, or Excel's type on machines with Excel installed. */
const CSV_TYPES = new Set(['text/csv', 'application/vnd.ms-excel', '']);

export const fileMessages = {
  notCsv: 'The selected file must be a CSV',
  tooLarge: 'The selected file must be smaller than 20MB',
  // The reference's text reads "must must have"; the doubled word is dropped here.
  nameTooLong: 'The selected file must have a file name length less than 100 characters',
  emptyFile: 'The selected file cannot be empty',
  noRows: 'The file cannot be empty',
  columnCount: 'The file should include 14 columns',
  headers: 'The header names cannot be different than the ones included in the template',
  tooManyRows: `The file cannot list more than ${MAX_ORGANISATION_ROWS.toLocaleString('en-GB')} organisations`,
  tooSlow: 'The file took too long to read. Try again, or upload a file with fewer organisations',
} as const;

export interface UploadedCsv {
  /** The name the browser gave, e.g. organisations.csv. */
  fileName: string;
  /** The declared media type, when there is one. */
  mediaType?: string;
  content: Uint8Array;
}

/** The first file-level problem, or undefined when the file may be parsed. */
export function checkFile(file: UploadedCsv): string | undefined {
  if (file.content.byteLength === 0) return fileMessages.emptyFile;
  if (file.content.byteLength >= MAX_CSV_BYTES) return fileMessages.tooLarge;
  if (file.fileName.length >= MAX_FILE_NAME_LENGTH) return fileMessages.nameTooLong;
  const mediaType = (file.mediaType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!file.fileName.toLowerCase().endsWith('.csv') || !CSV_TYPES.has(mediaType)) return fileMessages.notCsv;
  return undefined;
}

/**
 * The content as text: UTF-8 (with or without Excel's byte-order mark), else Windows-1252, which Excel
 * writes for "CSV (Comma delimited)". Undefined when it is not text at all: control characters other
 * than tab and line breaks mean a binary file named .csv.
 */
export function decodeText(content: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  return hasControlCharacters(text) ? undefined : text;
}

function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
