/// <reference lib="webworker" />
import createClient from 'openapi-fetch';
import type { paths } from '../../shared/api/schema';
import type { MiWorkbook } from '../../shared/mi-workbook/types';
import type { FromExportWorker, ToExportWorker } from './export-messages';
import { buildReportFile, type ReportSource } from './export-workbook';

// A submitted-data export runs in the worker whole: the MI feed's calls, reading their JSON (megabytes for
// 10,000 notifications), laying the workbook out and writing it. The page only shows progress (ADR 33). The
// worker's entry is the app's (app/export.worker.ts), which gives it the workbooks the report types declare.

const post = (message: FromExportWorker) => self.postMessage(message);

let giveToken: ((token: string | null) => void) | undefined;

/** The page holds the sign-in and renews it: each call asks it for the current access token. */
function askForToken(): Promise<string | null> {
  return new Promise((resolve) => {
    giveToken = resolve;
    post({ kind: 'token-request' });
  });
}

class FeedRefused extends Error {
  constructor(readonly status: number) {
    super(`The MI feed answered HTTP ${status}`);
  }
}

async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (!response.ok || data === undefined) throw new FeedRefused(response.status);
  return data;
}

function feed(apiBaseUrl: string): ReportSource {
  const client = createClient<paths>({ baseUrl: new URL(apiBaseUrl, self.location.origin).href });
  client.use({
    async onRequest({ request }) {
      const token = await askForToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  const path = { accountType: 'ORGANISATION' } as const;
  return {
    nocPage: (page, size) =>
      dataOf(
        client.GET('/v1.0/{accountType}/mireports/noc/phase-3', { params: { path, query: { page, size } } }),
      ),
    report: (reportType) =>
      dataOf(client.POST('/v1.0/{accountType}/mireports', { params: { path }, body: { reportType } })),
  };
}

/** Answers the page's export requests in this worker, laying each report out with its declared workbook. */
export function serveReportExports(workbooks: readonly MiWorkbook[]): void {
  self.onmessage = (event: MessageEvent<ToExportWorker>) => void answer(event.data, workbooks);
}

async function answer(message: ToExportWorker, workbooks: readonly MiWorkbook[]) {
  if (message.kind === 'token') {
    giveToken?.(message.token);
    giveToken = undefined;
    return;
  }
  try {
    const file = await buildReportFile(message.type, feed(message.apiBaseUrl), workbooks, (progress) =>
      post({ kind: 'progress', progress }),
    );
    post({ kind: 'done', ...file });
  } catch (error) {
    post({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof FeedRefused ? { status: error.status } : {}),
    });
  }
}
