import type { EnergyEfficiencyMeasure } from '../energy-efficiency-measure';
import type { CarriedQuestions, UpdateRow } from './progress-update-sheet';
import type { MeasuresSheet, SheetProblem } from './sheet';
import { measuresWorkbook } from './template';

/**
 * A report's measures to and from its sheet, as its definition declares them (issue 42, ADR 52): the
 * routes find it by task type or timeline entry type, so they name no report.
 */

/** What a check answers: an action plan's measures, or a progress update's in its save's names. */
export type CheckedMeasures =
  { measures: EnergyEfficiencyMeasure[] } | { measuresUpdate: Record<string, unknown> };

/** A sheet with its measures' types closed over: the workbook of a payload's measures, a file's check. */
export interface MeasuresReport {
  sheet: Pick<MeasuresSheet<unknown, unknown>, 'fileName' | 'columns' | 'maxRows'>;
  /** The workbook of the measures under `part` (the report's object in a task or timeline payload). */
  workbook(part: unknown): Promise<Buffer>;
  /** A file's rows checked, given the task's report object (`part`). */
  check(part: unknown, rows: string[][]): { answer: CheckedMeasures; problems: SheetProblem[] };
}

/** A report's measures declared by its definition: the task and timeline entry holding them, and where. */
export interface ReportMeasures {
  task: { type: string; key: string };
  submitted: { type: string; key: string };
  report: MeasuresReport;
}

export function measuresReport<Measure, Context>(
  sheet: MeasuresSheet<Measure, Context>,
  measuresOf: (part: unknown) => readonly Measure[],
  contextOf: (part: unknown) => Context,
  answer: (measures: Measure[]) => CheckedMeasures,
): MeasuresReport {
  return {
    sheet,
    workbook: (part) => measuresWorkbook(sheet, measuresOf(part)),
    check(part, rows) {
      const { measures, problems } = sheet.check(rows, 2, contextOf(part));
      return { answer: answer(measures), problems };
    },
  };
}

/**
 * Progress update n's measures: its rows from its update, the task's carried measures (by reference, with
 * the questions each is asked), and the check's answer in the update's save names.
 */
export function progressUpdateMeasures<Part, Added, Q>(
  n: number,
  sheet: MeasuresSheet<UpdateRow<Part, Added, Q>, CarriedQuestions<Q>>,
  rowsOf: (update: never) => UpdateRow<Part, Added, Q>[],
): ReportMeasures {
  const update = `progressUpdate${n}P3`;
  const rows = (part: unknown) => rowsOf(part as never);
  const report = measuresReport(
    sheet,
    rows,
    (part) =>
      new Map(rows(part).flatMap((row) => ('uuId' in row ? [[row.uuId, row.questions] as const] : []))),
    (checked) => ({
      measuresUpdate: {
        [`${update}Measures`]: checked.flatMap((row) =>
          'uuId' in row ? [{ uuId: row.uuId, [`${update}EnergyEfficiencyMeasure`]: row.part }] : [],
        ),
        [`${update}AddedMeasure`]: checked.flatMap((row) => ('added' in row ? [row.added] : [])),
      },
    }),
  );
  const type = `PROGRESS_UPDATE_${n}_P3_APPLICATION`;
  return {
    task: { type: `${type}_SUBMIT`, key: update },
    submitted: { type: `${type}_SUBMITTED`, key: update },
    report,
  };
}
