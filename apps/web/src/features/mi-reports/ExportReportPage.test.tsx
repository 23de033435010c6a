import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import type { MiWorkbook } from '../../shared/mi-workbook/types';
import type { SheetSpec } from './report-data';
import { giveReportExports } from './report-exports';

const fetchNocPage = vi.fn();
const generateReport = vi.fn();
const writeSheets = vi.fn<(sheets: SheetSpec[]) => Promise<Blob>>();
const saveFile = vi.fn<(blob: Blob, fileName: string) => void>();

vi.mock('./mi-reports-api', () => ({ fetchNocPage, generateReport }));
// The file writer and the download are mocked: what matters here is the workbook laid out. jsdom has no
// workers, so the export runs on the page; in a browser the same code runs in export.worker.ts.
vi.mock('./write-sheets', () => ({ writeSheets }));
vi.mock('../../shared/files', () => ({ saveFile }));

const { ExportReportPage } = await import('./ExportReportPage');

// The report types' features declare the real workbooks (each tested in its folder); here, one sheet of the
// rows' ids stands for each, so the page is seen to lay out what it collected with its type's workbook.
const idsWorkbook = (reportType: MiWorkbook['reportType'], fileName: string, id: string): MiWorkbook => ({
  reportType,
  fileName,
  layOut: (rows) => [
    { sheet: 'Ids', rows: [[id], ...rows.map((row) => [(row as Record<string, string>)[id] ?? null])] },
  ],
});
giveReportExports({
  startWorker: () => {
    throw new Error('jsdom has no workers: the export runs on the page');
  },
  workbooks: [
    async () => idsWorkbook('NOC_SUBMITTED_DATA_P3', 'nocs.xlsx', 'id'),
    async () => idsWorkbook('ACTION_PLAN_SUBMITTED_DATA_P3', 'plans.xlsx', 'actionPlanId'),
  ],
});
const noc = (id: string) => ({ id, noc: {} });
const actionPlan = { actionPlanId: 'AP000001-P3', organisationName: 'Acme Energy Efficiency Ltd' };

/** The workbook the export wrote and the name it was saved under. */
function laidOut() {
  const sheets = writeSheets.mock.calls[0]?.[0];
  const fileName = saveFile.mock.calls[0]?.[1];
  if (!sheets || !fileName) throw new Error('no workbook was written and saved');
  return { sheets, fileName };
}

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => vi.resetAllMocks());

describe('export report page', () => {
  it('shows how many notifications are collected, then hands their workbook to the writer', async () => {
    const secondPage = deferred<unknown>();
    const firstPage = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`N${index}`, noc(`N${index}`)]),
    );
    fetchNocPage
      .mockResolvedValueOnce({ reportType: 'NOC_SUBMITTED_DATA_P3', total: 501, results: firstPage })
      .mockReturnValueOnce(secondPage.promise);
    writeSheets.mockResolvedValue(new Blob(['xlsx']));
    const { container } = render(<ExportReportPage type="NOC_SUBMITTED_DATA_P3" />);
    screen.getByRole('heading', { name: 'Submitted notifications of compliance (phase 3)' });
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Collected 500 of 501 notifications'),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export to Excel' }).disabled).toBe(true);

    secondPage.resolve({
      reportType: 'NOC_SUBMITTED_DATA_P3',
      total: 501,
      results: { N500: noc('N500') },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your report has been downloaded.'),
    );
    expect(fetchNocPage.mock.calls).toEqual([
      [0, 500],
      [1, 500],
    ]);
    const { sheets, fileName } = laidOut();
    expect(fileName).toBe('nocs.xlsx');
    expect(sheets?.[0]?.rows).toHaveLength(1 + 501);
    expect(sheets?.[0]?.rows.at(-1)).toEqual(['N500']);
  });

  it('lays the action plans out with the workbook their feature declares', async () => {
    generateReport.mockResolvedValue({
      reportType: 'ACTION_PLAN_SUBMITTED_DATA_P3',
      columnNames: Object.keys(actionPlan),
      results: [actionPlan],
    });
    writeSheets.mockResolvedValue(new Blob(['xlsx']));
    render(<ExportReportPage type="ACTION_PLAN_SUBMITTED_DATA_P3" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your report has been downloaded.'),
    );
    expect(generateReport).toHaveBeenCalledWith('ACTION_PLAN_SUBMITTED_DATA_P3');
    const { sheets, fileName } = laidOut();
    expect(fileName).toBe('plans.xlsx');
    expect(sheets).toEqual([{ sheet: 'Ids', rows: [['actionPlanId'], ['AP000001-P3']] }]);
  });

  it('says so when the report cannot be created', async () => {
    generateReport.mockRejectedValue(new Error('offline'));
    render(<ExportReportPage type="PROGRESS_UPDATE_1_SUBMITTED_DATA_P3" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The report could not be created. Try again.',
    );
    expect(writeSheets).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
