import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import type { SheetSpec } from './report-data';
import { fullNoc, notQualifyingNoc } from './workbooks/noc-fixtures';
import { actionPlan } from './workbooks/report-fixtures';

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
  it('shows how many notifications are collected, then hands the NOC workbook to the writer', async () => {
    const secondPage = deferred<unknown>();
    const firstPage = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`N${index}`, { ...notQualifyingNoc, id: `N${index}` }]),
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
      results: { [fullNoc.id]: fullNoc },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your report has been downloaded.'),
    );
    expect(fetchNocPage.mock.calls).toEqual([
      [0, 500],
      [1, 500],
    ]);
    const { sheets, fileName } = laidOut();
    expect(fileName).toBe('Energy_Savings_Opportunity_Scheme_Phase_3.xlsx');
    expect(sheets?.map((sheet) => sheet.sheet)).toHaveLength(11);
    expect(sheets?.[1]?.rows).toHaveLength(1 + 501);
    expect(sheets?.[2]?.rows.slice(1).map((row) => row[0])).toEqual([fullNoc.id]);
  });

  it('builds the action plan workbook from the report feed', async () => {
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
    expect(fileName).toBe('Action_Plan_Published_Data_Phase_3.xlsx');
    expect(sheets?.map((sheet) => sheet.sheet)).toEqual([
      'Table of Contents',
      'Action Plans',
      'Energy Efficiency Measures',
      'Resp. officer confirmation',
    ]);
    expect(sheets?.[2]?.rows.slice(1).map((row) => row[1])).toEqual(['LED lighting', 'Boiler replacement']);
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
