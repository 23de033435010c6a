/// <reference lib="webworker" />
import type { CollectedReport } from './export-workbook';
import { writeWorkbookFile, type WorkbookFileMessage } from './excel';

// The workbook of a large report is laid out and written here, off the page's main thread (excel.ts).
self.onmessage = async (event: MessageEvent<CollectedReport>) => {
  let answer: WorkbookFileMessage;
  try {
    answer = { ok: true, ...(await writeWorkbookFile(event.data)) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
