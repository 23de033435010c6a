import type { ExportProgress, ExportType } from './export-workbook';

/** What the page tells the export worker: what to export, and each access token it asks for. */
export type ToExportWorker =
  { kind: 'start'; type: ExportType; apiBaseUrl: string } | { kind: 'token'; token: string | null };

/** What the export worker tells the page. */
export type FromExportWorker =
  | { kind: 'token-request' }
  | { kind: 'progress'; progress: ExportProgress }
  | { kind: 'done'; blob: Blob; fileName: string }
  | { kind: 'failed'; message: string; status?: number };
