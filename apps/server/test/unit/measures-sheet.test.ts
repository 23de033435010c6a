import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  actionPlanMeasuresSheet,
  readSheetRows,
  sheetFileMessages,
} from '../../src/workflow/reports/measures-sheet';

const sheet = actionPlanMeasuresSheet;
const header = sheet.columns.map((column) => column.header);
const good = (name: string): (string | number | Date | ExcelJS.CellValue)[] => [
  name,
  'Yes',
  ...Array.from({ length: 7 }, () => ''),
  '',
  3,
  2026,
  1000,
  '',
  '',
  '',
  'an energy audit',
  '',
  '',
];

async function workbook(rows: unknown[][], first = header): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Instructions').addRow(['Read me first']);
  const measures = book.addWorksheet('Measures');
  measures.addRow(first);
  for (const row of rows) measures.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const read = async (content: Buffer) =>
  readSheetRows({ fileName: 'measures.xlsx', content }, sheet.columns, sheet.maxRows);

/** The measures sheet's .xlsx reading (issue 42, ADR 52): the sheet found by its header, cells as text. */
describe('reading a measures workbook', () => {
  it('finds the measures sheet by its header, whatever its place, and reads dates, rich text and formulas as shown', async () => {
    const row = good('Heat pumps');
    row[0] = { richText: [{ text: 'Heat ' }, { text: 'pumps' }] };
    row[10] = new Date(Date.UTC(2026, 2, 1));
    row[11] = new Date(Date.UTC(2026, 2, 1));
    row[12] = { formula: 'SUM(1,1)', result: 1500 };
    const rows = await read(await workbook([row]));
    const { measures, problems } = sheet.check(rows, 2);
    expect(problems).toEqual([]);
    expect(measures[0]).toMatchObject({
      measureName: 'Heat pumps',
      implementationDateForMeasure: '2026-03-01',
      totalEnergySavingsExpected: { buildings: 1500, total: 1500 },
    });
  });

  it('refuses a workbook without the template’s columns, and one of too many rows, without reading it all', async () => {
    await expect(read(await workbook([good('A')], ['Name', 'Savings']))).rejects.toMatchObject({
      problem: { message: sheetFileMessages.columns },
    });
    const many = await workbook(Array.from({ length: 10_000 }, (_, index) => good(`Measure ${index}`)));
    const started = Date.now();
    await expect(read(many)).rejects.toMatchObject({
      problem: { message: sheetFileMessages.tooManyRows(MAX_PLAN_MEASURES) },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads and checks a plan of 1,000 measures, the plan’s limit, and refuses one more', async () => {
    const names = Array.from({ length: 1_001 }, (_, index) => `Measure ${index + 1}`);
    const atLimit = await read(await workbook(names.slice(0, 1_000).map(good)));
    const { measures, problems } = sheet.check(atLimit, 2);
    expect(problems).toEqual([]);
    expect(measures).toHaveLength(1_000);
    await expect(read(await workbook(names.map(good)))).rejects.toMatchObject({
      problem: { message: 'The file cannot list more than 1,000 measures' },
    });
  });

  it('ignores blank rows between and after the measures, keeping the spreadsheet’s row numbers', async () => {
    const rows = await read(await workbook([good('A'), [], good('A')]));
    expect(sheet.check(rows, 2).problems).toEqual([
      {
        row: 4,
        column: header[0],
        message: 'The measure name is already used in row 2: give each measure its own name',
      },
    ]);
  });
});
