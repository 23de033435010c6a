import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../domain/current-user';
import { ApiError } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import type { TaskRow } from '../../workflow/definition';
import type { EnergyEfficiencyMeasure } from '../../workflow/reports/energy-efficiency-measure';
import {
  MAX_PROBLEMS_SHOWN,
  SheetFileError,
  actionPlanMeasuresSheet,
  measuresWorkbook,
  progressUpdate1MeasuresSheet,
  progressUpdate1Rows,
  progressUpdate2MeasuresSheet,
  progressUpdate2Rows,
  type CarriedQuestions,
  type UpdateRow,
  readSheetRows,
  sheetFileMessages,
  type MeasuresSheet,
  type SheetProblem,
} from '../../workflow/reports/measures-sheet';
import type { ActionPlanTaskPayload } from '../../workflow/action-plan-p3/payload';
import { actionPlanErrors } from '../../workflow/action-plan-p3/errors';
import { requestActionsService } from '../request-actions/service';

/** What a check answers: an action plan's measures, or a progress update's measures in its save's names. */
export type CheckedMeasures =
  { measures: EnergyEfficiencyMeasure[] } | { measuresUpdate: Record<string, unknown> };

/**
 * A report's measures to and from its sheet: the sheet, the measures a task or a submitted entry holds,
 * what the check needs of the task, and the check's answer. Types close over here, one entry a report.
 */
interface MeasuresReport {
  sheet: Pick<MeasuresSheet<unknown, unknown>, 'fileName' | 'columns' | 'maxRows'>;
  workbook(payload: unknown): Promise<Buffer>;
  check(task: TaskRow, rows: string[][]): { answer: CheckedMeasures; problems: SheetProblem[] };
}
function measuresReport<Measure, Context>(
  sheet: MeasuresSheet<Measure, Context>,
  measuresOf: (payload: unknown) => readonly Measure[],
  contextOf: (task: TaskRow) => Context,
  answer: (measures: Measure[]) => CheckedMeasures,
): MeasuresReport {
  return {
    sheet,
    workbook: (payload) => measuresWorkbook(sheet, measuresOf(payload)),
    check(task, rows) {
      const { measures, problems } = sheet.check(rows, 2, contextOf(task));
      return { answer: answer(measures), problems };
    },
  };
}

const partOf = (payload: unknown, key: string) => (payload as Record<string, unknown> | null)?.[key];

const actionPlan = measuresReport(
  actionPlanMeasuresSheet,
  (plan) =>
    (plan as ActionPlanTaskPayload['actionPlanP3'] | undefined)?.energyEfficiencyMeasure
      ?.energyEfficiencyMeasures ?? [],
  () => undefined,
  (measures) => ({ measures }),
);
/**
 * A progress update's report: its rows from its update, the task's carried measures (by reference, with
 * the questions each is asked), and the check's answer in the update's save names.
 */
function progressUpdateReport<Part, Added, Q>(
  n: 1 | 2,
  sheet: MeasuresSheet<UpdateRow<Part, Added, Q>, CarriedQuestions<Q>>,
  rowsOf: (update: never) => UpdateRow<Part, Added, Q>[],
): MeasuresReport {
  const update = `progressUpdate${n}P3`;
  const rows = (payload: unknown) => rowsOf(payload as never);
  return measuresReport(
    sheet,
    rows,
    (task) =>
      new Map(
        rows(partOf(task.payload, update)).flatMap((row) =>
          'uuId' in row ? [[row.uuId, row.questions] as const] : [],
        ),
      ),
    (checked) => ({
      measuresUpdate: {
        [`${update}Measures`]: checked.flatMap((row) =>
          'uuId' in row ? [{ uuId: row.uuId, [`${update}EnergyEfficiencyMeasure`]: row.part }] : [],
        ),
        [`${update}AddedMeasure`]: checked.flatMap((row) => ('added' in row ? [row.added] : [])),
      },
    }),
  );
}
const progressUpdate1 = progressUpdateReport(1, progressUpdate1MeasuresSheet, progressUpdate1Rows);
const progressUpdate2 = progressUpdateReport(2, progressUpdate2MeasuresSheet, progressUpdate2Rows);

/** A task type's report, and where its task payload keeps the measures. */
const measuresTasks: Partial<Record<string, { report: MeasuresReport; key: string }>> = {
  ACTION_PLAN_P3_APPLICATION_SUBMIT: { report: actionPlan, key: 'actionPlanP3' },
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: { report: progressUpdate1, key: 'progressUpdate1P3' },
  PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT: { report: progressUpdate2, key: 'progressUpdate2P3' },
};
/** The timeline entries of a submitted report whose measures download ("Download these measures"). */
const submittedMeasures: Partial<Record<string, { report: MeasuresReport; key: string }>> = {
  ACTION_PLAN_P3_APPLICATION_SUBMITTED: { report: actionPlan, key: 'actionPlan' },
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: { report: progressUpdate1, key: 'progressUpdate1P3' },
  PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED: { report: progressUpdate2, key: 'progressUpdate2P3' },
};

/** The answer to a refused file: at most 100 problems, and how many more there are (issue 42). */
export function refusedFile(problems: SheetProblem[]): ApiError {
  return new ApiError(actionPlanErrors.AP1003, [
    {
      problems: problems.slice(0, MAX_PROBLEMS_SHOWN),
      notShown: Math.max(0, problems.length - MAX_PROBLEMS_SHOWN),
    },
  ]);
}

/**
 * A report's measures from and to a spreadsheet (issue 42, ADR 52). Checking a file changes nothing:
 * the web shows what it would change, and the chosen change is saved through the task's own save,
 * on the version the file was checked against (If-Match), so it is one version, audited.
 */
export function reportMeasuresService(app: FastifyInstance) {
  const configured = (task: TaskRow) => {
    const found = measuresTasks[task.type];
    if (!found) throw new ApiError('REQUEST_TASK_ACTION1000');
    return found;
  };

  const actions = requestActionsService(app);

  return {
    /** A submitted report's measures, from its timeline entry, for whoever may view that entry. */
    async submittedWorkbook(context: UserContext, actionId: number) {
      const action = await actions.get(context, actionId);
      const found = submittedMeasures[action.type];
      if (!found) throw new ApiError('NOTFOUND1001');
      const { report, key } = found;
      return { fileName: report.sheet.fileName, content: await report.workbook(partOf(action.payload, key)) };
    },

    /** The template with the task's measures pre-filled (none: the empty template). */
    async workbook(context: UserContext, taskId: number) {
      const { task } = await app.workflow.visibleTask(context, taskId);
      const { report, key } = configured(task);
      return { fileName: report.sheet.fileName, content: await report.workbook(partOf(task.payload, key)) };
    },

    /** The measures a file holds, every row checked as the form checks it; AP1003 with the problems. */
    async check(
      context: UserContext,
      taskId: number,
      expectedVersion: number | undefined,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ answer: CheckedMeasures; version: number | null }> {
      const { task } = await app.workflow.actingTask(context, taskId);
      const { report } = configured(task);
      const { sheet } = report;
      if (expectedVersion !== undefined && expectedVersion !== task.version) {
        throw new ApiError('REQUEST_TASK_ACTION1002');
      }
      let file: UploadedFile;
      try {
        file = await readFile();
        await app.files.scan({ fileName: file.name, bytes: file.content, createdBy: context.userId });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'FILE1003') {
          throw refusedFile([{ message: sheetFileMessages.tooLarge }]);
        }
        if (error instanceof ApiError && error.code === 'FILE1002') {
          throw refusedFile([{ message: sheetFileMessages.empty }]);
        }
        throw error;
      }
      let rows: string[][];
      try {
        rows = await readSheetRows(
          { fileName: file.name, content: file.content },
          sheet.columns,
          sheet.maxRows,
        );
      } catch (error) {
        if (error instanceof SheetFileError) throw refusedFile([error.problem]);
        throw error;
      }
      const { answer, problems } = report.check(task, rows);
      if (problems.length > 0) throw refusedFile(problems);
      return { answer, version: task.version };
    },
  };
}
