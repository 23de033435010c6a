import { describe, expect, it } from 'vitest';
import {
  cellText,
  collectAllNocs,
  columnsOf,
  exportFileName,
  NOC_PAGE_SIZE,
  pageOfRows,
  sheetCell,
  toSheet,
  type NocInfo,
  type NocReportResult,
} from './report-data';

describe('MI report data', () => {
  it('shows 20 rows a page and keeps a page past the end on the last one', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOfRows(rows, 1)).toEqual(rows.slice(0, 20));
    expect(pageOfRows(rows, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOfRows(rows, 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOfRows([], 1)).toEqual([]);
  });

  it('writes cells as text for the table and typed for the sheet', () => {
    expect(cellText(true)).toBe('Yes');
    expect(cellText(false)).toBe('No');
    expect(cellText(null)).toBe('');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(sheetCell(3)).toBe(3);
    expect(sheetCell(true)).toBe(true);
    expect(sheetCell(undefined)).toBeNull();
    expect(sheetCell('12')).toBe('12');
  });

  it('maps a result to a sheet: a header row, then the cells in column order', () => {
    const sheet = toSheet(
      'Report',
      ['Name', 'Count'],
      [{ Count: 2, Name: 'Acme', extra: 'ignored' }, { Name: 'Beta' }],
    );
    expect(sheet).toEqual({
      sheet: 'Report',
      rows: [
        ['Name', 'Count'],
        ['Acme', 2],
        ['Beta', null],
      ],
    });
  });

  it('takes the columns from the server, else from the rows', () => {
    expect(columnsOf({ columnNames: ['b', 'a'], results: [{ a: 1, b: 2 }] })).toEqual(['b', 'a']);
    expect(columnsOf({ columnNames: [], results: [{ a: 1 }, { b: 2, a: 3 }] })).toEqual(['a', 'b']);
  });

  it('names the file after the report and the date', () => {
    expect(exportFileName('custom-report', new Date(2026, 2, 1, 23, 30))).toBe(
      'mi-report-custom-report-2026-03-01.xlsx',
    );
  });

  it('fetches NOCs a page at a time until all are loaded', async () => {
    const total = NOC_PAGE_SIZE * 2 + 5;
    const pages: number[] = [];
    const noc = (id: number): NocInfo => ({
      id: `NOC${id}`,
      organisationName: `Org ${id}`,
      location: 'ENGLAND',
      noc: { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Small' } },
      status: 'LIVE',
    });
    const fetchPage = async (page: number, size: number): Promise<NocReportResult> => {
      pages.push(page);
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - page * size)) },
        (_, i) => page * size + i,
      );
      return {
        reportType: 'NOC_SUBMITTED_DATA_P3',
        total,
        results: Object.fromEntries(ids.map((id) => [`NOC${id}`, noc(id)])),
      };
    };
    const progress: [number, number][] = [];
    const all = await collectAllNocs(fetchPage, (collected, of) => progress.push([collected, of]));
    expect(all).toHaveLength(total);
    expect(pages).toEqual([0, 1, 2]);
    expect(progress).toEqual([
      [NOC_PAGE_SIZE, total],
      [NOC_PAGE_SIZE * 2, total],
      [total, total],
    ]);
  });

  it('follows the server’s cap on a page when the first page comes back short', async () => {
    const cap = 120;
    const total = cap * 3 + 7;
    const asked: [number, number][] = [];
    const fetchPage = async (page: number, size: number): Promise<NocReportResult> => {
      asked.push([page, size]);
      const rows = Math.min(size, cap);
      const ids = Array.from(
        { length: Math.max(0, Math.min(rows, total - page * rows)) },
        (_, i) => page * rows + i,
      );
      return {
        reportType: 'NOC_SUBMITTED_DATA_P3',
        total,
        results: Object.fromEntries(
          ids.map((id) => [
            `NOC${id}`,
            { id: `NOC${id}`, organisationName: `Org ${id}`, location: 'ENGLAND', status: 'LIVE' } as NocInfo,
          ]),
        ),
      };
    };
    const all = await collectAllNocs(fetchPage);
    expect(new Set(all.map((noc) => noc.id)).size).toBe(total);
    expect(asked).toEqual([
      [0, NOC_PAGE_SIZE],
      [1, cap],
      [2, cap],
      [3, cap],
    ]);
  });
});
