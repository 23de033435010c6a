import ExcelJS from 'exceljs';
import type { MeasuresSheet } from './sheet';

const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
};

/**
 * The template, or the measures as a file (issue 42): the sheet "Measures" first (its header the form's
 * wording, a drop-down list on every closed choice, one row a measure), then "Instructions", then the
 * hidden "Lists" the drop-downs read. Text is written as text, never as a formula.
 */
export async function measuresWorkbook<Measure, Context>(
  sheet: MeasuresSheet<Measure, Context>,
  measures: readonly Measure[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Manage your ESOS reporting';
  const rows = workbook.addWorksheet('Measures', { views: [{ state: 'frozen', ySplit: 1 }] });
  const instructions = workbook.addWorksheet('Instructions');
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });

  rows.columns = sheet.columns.map((column) => ({ header: column.header, width: column.width ?? 24 }));
  const header = rows.getRow(1);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  for (const measure of measures) rows.addRow(sheet.toRow(measure));

  let listColumn = 0;
  sheet.columns.forEach((column, index) => {
    if (!column.choices) return;
    const letter = columnLetter(listColumn++);
    column.choices.forEach((choice, row) => {
      lists.getCell(`${letter}${row + 1}`).value = choice;
    });
    const range = `Lists!$${letter}$1:$${letter}$${column.choices.length}`;
    const target = columnLetter(index);
    for (let row = 2; row <= sheet.maxRows + 1; row++) {
      rows.getCell(`${target}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
        errorTitle: 'Not on the list',
        error: 'Pick an answer from the list',
      };
    }
  });

  instructions.getColumn(1).width = 120;
  sheet.instructions.forEach((line, index) => {
    const cell = instructions.getCell(`A${index + 1}`);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (index === 0) cell.font = { bold: true, size: 14 };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
