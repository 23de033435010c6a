import type { components } from '../../shared/api';

import type { MiReportType, SheetCell, SheetSpec } from '../../shared/mi-workbook/types';

export type { MiReportType, SheetCell, SheetSpec };
type Schemas = components['schemas'];
export type MiReportResult = Schemas['MiReportResult'];
export type ReportRow = Record<string, unknown>;
export type NocReportResult = Schemas['NotificationOfCompliancesP3MiReportResult'];
export type NocInfo = Schemas['NocP3SearchResultsInfoDto'];

/** The rows the accounts, users and contacts table shows per page (in the browser; the API sends all). */
export const ROWS_PER_PAGE = 20;
/** NOCs asked for per call while collecting all of them for the export. */
export const NOC_PAGE_SIZE = 500;

export interface ReportPage {
  type: MiReportType;
  path: string;
  title: string;
  /** Start of the exported file's name; the submitted-data workbooks have the reference's own names. */
  fileName?: string;
}

/** The report pages under /mi-reports (web-screens §1.4), in the order of the types list. */
export const REPORT_PAGES: ReportPage[] = [
  {
    type: 'LIST_OF_ACCOUNTS_USERS_CONTACTS',
    path: 'accounts-users-contacts',
    title: 'List of accounts, users and contacts',
    fileName: 'accounts-users-contacts',
  },
  { type: 'CUSTOM', path: 'custom', title: 'Custom SQL report', fileName: 'custom-report' },
  {
    type: 'NOC_SUBMITTED_DATA_P3',
    path: 'submitted-nocs',
    title: 'Submitted notifications of compliance (phase 3)',
  },
  {
    type: 'ACTION_PLAN_SUBMITTED_DATA_P3',
    path: 'action-plan-published-data',
    title: 'Submitted action plans (phase 3)',
  },
  {
    type: 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
    path: 'progress-update-1-published-data',
    title: 'Submitted progress updates 1 (phase 3)',
  },
  {
    type: 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
    path: 'progress-update-2-published-data',
    title: 'Submitted progress updates 2 (phase 3)',
  },
];

export const reportPageOf = (type: MiReportType) => REPORT_PAGES.find((page) => page.type === type);

/** One page of rows (one-based page; a page past the end gives the last one). */
export function pageOfRows<Row>(rows: Row[], page: number, size = ROWS_PER_PAGE): Row[] {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * size, current * size);
}

/** A cell as text in the table: booleans as Yes/No, structured values as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function sheetCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cellText(value);
}

/** A header row of the column names, then one row per result in column order. */
export function toSheet(sheet: string, columnNames: string[], rows: ReportRow[]): SheetSpec {
  return {
    sheet,
    rows: [columnNames, ...rows.map((row) => columnNames.map((name) => sheetCell(row[name])))],
  };
}

/** The columns of a result: the server's, or else the keys of its rows in first-seen order. */
export function columnsOf(result: Pick<MiReportResult, 'columnNames'> & { results?: ReportRow[] }): string[] {
  if (result.columnNames.length > 0) return result.columnNames;
  const names = new Set<string>();
  for (const row of result.results ?? []) for (const key of Object.keys(row)) names.add(key);
  return [...names];
}

/** e.g. mi-report-accounts-users-contacts-2026-03-01.xlsx (the local date of the export). */
export function exportFileName(name: string, at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `mi-report-${name}-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}.xlsx`;
}

/**
 * Every submitted NOC, fetched NOC_PAGE_SIZE at a time until the total is reached (or a page comes back
 * short, should the total change meanwhile). A first page shorter than asked, with more to come, is the
 * server's cap on a page (MAX_PAGE_SIZE): the later pages are asked at that size. onProgress hears how many
 * have arrived after each page.
 */
export async function collectAllNocs(
  fetchPage: (page: number, size: number) => Promise<NocReportResult>,
  onProgress?: (collected: number, total: number) => void,
) {
  const all: NocInfo[] = [];
  let size = NOC_PAGE_SIZE;
  for (let page = 0; ; page++) {
    const result = await fetchPage(page, size);
    const batch = Object.values(result.results ?? {});
    all.push(...batch);
    onProgress?.(all.length, Math.max(result.total, all.length));
    if (all.length >= result.total || batch.length === 0) return all;
    if (batch.length < size) {
      if (page > 0) return all;
      size = batch.length;
    }
  }
}
