import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import type { SheetColumn, SheetProblem } from './sheet';

/**
 * Reading an uploaded measures file (ADR 52): .xlsx through exceljs's streaming reader, so a file of
 * too many rows is stopped at the limit, or .csv; the extension and the content must agree, and every
 * cell is read as text: a formula as the value it shows, never evaluated.
 */

/** 5 MB: a hundred measures of long answers fit in well under 1 MB. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** What the workbook may unpack to: a bound on the work of one read, whatever the compression. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export const sheetFileMessages = {
  type: 'The selected file must be an Excel workbook (.xlsx) or a CSV file',
  macros: 'The selected file must not contain macros: save it as an Excel workbook (.xlsx)',
  encrypted:
    'The selected file is password protected or in the old Excel format: save it as an Excel workbook (.xlsx) without a password',
  tooLarge: 'The selected file must be smaller than 5MB',
  empty: 'The selected file cannot be empty',
  columns:
    "The file's columns must be the template's: download the template and keep its column names and order",
  noRows: 'The file has no measures: add one row for each measure under the column names',
  tooLong:
    'The measures in the file are too long to save together: upload fewer measures, or shorten their descriptions',
  tooManyRows: (max: number) => `The file cannot list more than ${max.toLocaleString('en-GB')} measures`,
} as const;

export class SheetFileError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem.message);
    this.name = 'SheetFileError';
  }
}
const refuse = (message: string): never => {
  throw new SheetFileError({ message });
};

type CellValue = ExcelJS.CellValue;

/** A cell as the text its user sees: a formula's cached result, a date as yyyy-MM-dd. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellText(value.result as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return '';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  return '';
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The sum of the sizes a zip's central directory says its entries unpack to (0 when it cannot be
 * read: exceljs then refuses the file). Read before unpacking, so a small bomb is refused unread.
 */
export function unpackedSize(bytes: Buffer): number {
  const end = bytes.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  if (end < 0 || end + 22 > bytes.length) return 0;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries && offset + 46 <= bytes.length; i++) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) break;
    total += bytes.readUInt32LE(offset + 24);
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return total;
}

/** The kind of file: by its extension, which its content must agree with. */
export function sheetKind(fileName: string, bytes: Buffer): 'xlsx' | 'csv' {
  if (bytes.length === 0) refuse(sheetFileMessages.empty);
  if (bytes.length >= MAX_SHEET_BYTES) refuse(sheetFileMessages.tooLarge);
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsm' || extension === 'xlsb' || extension === 'xltm') refuse(sheetFileMessages.macros);
  if (bytes.subarray(0, OLE.length).equals(OLE)) {
    refuse(
      extension === 'xlsx' || extension === 'xls' ? sheetFileMessages.encrypted : sheetFileMessages.type,
    );
  }
  const zipped = bytes.subarray(0, ZIP.length).equals(ZIP);
  if (extension === 'xlsx') {
    if (!zipped) refuse(sheetFileMessages.type);
    // A macro-enabled workbook renamed .xlsx still carries its project.
    if (bytes.includes('vbaProject')) refuse(sheetFileMessages.macros);
    if (unpackedSize(bytes) > MAX_UNPACKED_BYTES) refuse(sheetFileMessages.tooLarge);
    return 'xlsx';
  }
  if (extension === 'csv' && !zipped && isText(bytes)) return 'csv';
  return refuse(sheetFileMessages.type);
}

/** Text: no NUL nor other control characters than tab and line breaks (a binary file named .csv is not). */
function isText(bytes: Buffer): boolean {
  return !bytes.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const headerMatches = (row: string[], columns: readonly SheetColumn[]) =>
  columns.every((column, index) => (row[index] ?? '').trim().toLowerCase() === column.header.toLowerCase()) &&
  row.slice(columns.length).every((cell) => cell.trim() === '');

/** The rows under the header (each cell as text), refusing wrong columns, no rows and too many rows. */
function rowsUnder(
  header: string[] | undefined,
  rows: string[][],
  columns: readonly SheetColumn[],
  maxRows: number,
) {
  if (!header || !headerMatches(header, columns)) refuse(sheetFileMessages.columns);
  while (rows.length > 0 && rows[rows.length - 1]?.every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length === 0) refuse(sheetFileMessages.noRows);
  if (rows.length > maxRows) refuse(sheetFileMessages.tooManyRows(maxRows));
  return rows;
}

async function xlsxRows(
  bytes: Buffer,
  columns: readonly SheetColumn[],
  maxRows: number,
): Promise<string[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number: without them a date reads as its serial number.
    styles: 'cache',
    entries: 'ignore',
  });
  try {
    // The measures sheet is the one whose first row is the template's header (the instructions' is not).
    for await (const worksheet of reader) {
      let header: string[] | undefined;
      const rows: string[][] = [];
      for await (const row of worksheet) {
        const cells = Array.from({ length: columns.length + 1 }, (_, index) =>
          cellText(row.getCell(index + 1).value),
        );
        if (row.number === 1) {
          header = cells;
          if (!headerMatches(cells, columns)) break;
          continue;
        }
        // Rows are numbered as the spreadsheet numbers them; a gap is blank rows.
        while (rows.length < row.number - 2) rows.push([]);
        rows.push(cells);
        // Blank rows past the last one do not count; more than the limit of filled ones stops the read.
        if (rows.length > maxRows + 1000) break;
      }
      if (header && headerMatches(header, columns)) return rowsUnder(header, rows, columns, maxRows);
    }
  } catch (error) {
    if (error instanceof SheetFileError) throw error;
    refuse(sheetFileMessages.type);
  }
  return refuse(sheetFileMessages.columns);
}

function csvRows(bytes: Buffer, columns: readonly SheetColumn[], maxRows: number): string[][] {
  let records: string[][];
  try {
    records = parseCsv(decodeText(bytes), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to_line: maxRows + 1002,
    }) as string[][];
  } catch {
    return refuse(sheetFileMessages.type);
  }
  const [header, ...rows] = records;
  return rowsUnder(header, rows, columns, maxRows);
}

/** The rows of an uploaded measures file under its header, each cell as text; throws SheetFileError. */
export async function readSheetRows(
  file: { fileName: string; content: Buffer },
  columns: readonly SheetColumn[],
  maxRows: number,
): Promise<string[][]> {
  const kind = sheetKind(file.fileName, file.content);
  return kind === 'xlsx' ? xlsxRows(file.content, columns, maxRows) : csvRows(file.content, columns, maxRows);
}
