import { ApiError, currentAccessToken } from '../../shared/api';
import { API_BASE_URL } from '../../shared/config';
import { saveFile } from '../../shared/files';
import type { FromExportWorker, ToExportWorker } from './export-messages';
import { buildReportFile, type ExportProgress, type ExportType } from './export-workbook';
import { fetchNocPage, generateReport } from './mi-reports-api';
import { reportExports } from './report-exports';
import type { SheetSpec } from './report-data';
import { writeSheets } from './write-sheets';

type ReportFile = { blob: Blob; fileName: string };

/**
 * 10,000 notifications are megabytes of JSON to read and seconds of computing to write: all of it in a
 * worker, so the page keeps answering meanwhile (ADR 33; bench/src/mi-export.ts measures it). The page
 * answers the worker's requests for an access token and shows its progress.
 */
function buildInWorker(
  type: ExportType,
  onProgress: (progress: ExportProgress) => void,
): Promise<ReportFile> {
  const worker = reportExports().startWorker();
  const send = (message: ToExportWorker) => worker.postMessage(message);
  return new Promise<ReportFile>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromExportWorker>) => {
      const message = event.data;
      switch (message.kind) {
        case 'token-request':
          currentAccessToken().then(
            (token) => send({ kind: 'token', token }),
            () => send({ kind: 'token', token: null }),
          );
          break;
        case 'progress':
          onProgress(message.progress);
          break;
        case 'done':
          resolve(message);
          break;
        case 'failed':
          reject(message.status ? new ApiError(message.status, undefined) : new Error(message.message));
          break;
      }
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed'));
    send({ kind: 'start', type, apiBaseUrl: API_BASE_URL });
  }).finally(() => worker.terminate());
}

/** Builds a submitted-data report's workbook (in a worker where there are workers) and starts its download. */
export async function exportReport(
  type: ExportType,
  onProgress: (progress: ExportProgress) => void,
): Promise<void> {
  const { blob, fileName } =
    typeof Worker === 'function'
      ? await buildInWorker(type, onProgress)
      : await buildReportFile(
          type,
          { nocPage: fetchNocPage, report: generateReport },
          await Promise.all(reportExports().workbooks.map((load) => load())),
          onProgress,
        );
  saveFile(blob, fileName);
}

/** Writes a small workbook here (a page of accounts, a custom query's rows) and starts its download. */
export async function downloadWorkbook(sheets: SheetSpec[], fileName: string): Promise<void> {
  saveFile(await writeSheets(sheets), fileName);
}
