import type { SheetSpec } from './report-data';

/** The .xlsx file of some sheets (the writer is loaded only when a regulator exports). Free of the DOM. */
export async function writeSheets(sheets: SheetSpec[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(sheets.map((sheet) => ({ sheet: sheet.sheet, data: sheet.rows }))).toBlob();
}
