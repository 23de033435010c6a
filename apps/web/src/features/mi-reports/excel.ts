import type { SheetSpec } from './report-data';

/**
 * Builds the workbook in the browser and starts the download. The writer is loaded only when a
 * regulator exports, so it is not part of any page's bundle.
 */
export async function downloadWorkbook(sheets: SheetSpec[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(
    sheets.map((sheet) => ({ sheet: sheet.sheet, data: sheet.rows })),
  ).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
