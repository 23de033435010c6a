import { layOutWorkbook, type CollectedReport } from './export-workbook';
import type { SheetSpec } from './report-data';

/** What the workbook worker answers: the finished file, or why it could not be made. */
export type WorkbookFileMessage = { ok: true; blob: Blob; fileName: string } | { ok: false; message: string };

/** The .xlsx file of some sheets (the writer is loaded only when a regulator exports). */
async function writeSheets(sheets: SheetSpec[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(sheets.map((sheet) => ({ sheet: sheet.sheet, data: sheet.rows }))).toBlob();
}

/** Lays a submitted-data report out as its workbook and writes the file. */
export async function writeWorkbookFile(report: CollectedReport): Promise<{ blob: Blob; fileName: string }> {
  const { sheets, fileName } = layOutWorkbook(report);
  return { blob: await writeSheets(sheets), fileName };
}

/**
 * Writing a workbook of 10,000 notifications takes seconds of computing: in a worker, so the page keeps
 * answering meanwhile (bench/src/mi-export.ts measures it). Where workers are missing (jsdom) it runs here.
 */
function writeInWorker(report: CollectedReport): Promise<{ blob: Blob; fileName: string }> {
  if (typeof Worker !== 'function') return writeWorkbookFile(report);
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<{ blob: Blob; fileName: string }>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkbookFileMessage>) => {
      if (event.data.ok) resolve(event.data);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The workbook worker failed'));
    worker.postMessage(report);
  }).finally(() => worker.terminate());
}

/** Builds a submitted-data report's workbook and starts its download. */
export async function downloadReport(report: CollectedReport): Promise<void> {
  const { blob, fileName } = await writeInWorker(report);
  save(blob, fileName);
}

/** Writes a small workbook here (a page of accounts, a custom query's rows) and starts its download. */
export async function downloadWorkbook(sheets: SheetSpec[], fileName: string): Promise<void> {
  save(await writeSheets(sheets), fileName);
}

function save(blob: Blob, fileName: string): void {
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
