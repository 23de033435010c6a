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

const actionPlan = measuresReport(
  actionPlanMeasuresSheet,
  (plan) =>
    (plan as ActionPlanTaskPayload['actionPlanP3'] | undefined)?.energyEfficiencyMeasure
      ?.energyEfficiencyMeasures ?? [],
  () => undefined,
  (measures) => ({ measures }),
);
type Pu1Update = Parameters<typeof progressUpdate1Rows>[0];
const progressUpdate1 = measuresReport(
  progressUpdate1MeasuresSheet,
  (update) => progressUpdate1Rows(update as Pu1Update),
  (task) =>
    new Map(
      progressUpdate1Rows((task.payload as { progressUpdate1P3?: Pu1Update } | null)?.progressUpdate1P3)
        .filter((row) => 'uuId' in row)
        .map((row) => [(row as { uuId: string }).uuId, { after: (row as { after: boolean }).after }]),
    ),
  (rows) => ({
    measuresUpdate: {
      progressUpdate1P3Measures: rows.flatMap((row) =>
        'uuId' in row ? [{ uuId: row.uuId, progressUpdate1P3EnergyEfficiencyMeasure: row.part }] : [],
      ),
      progressUpdate1P3AddedMeasure: rows.flatMap((row) => ('added' in row ? [row.added] : [])),
    },
  }),
);

/** A task type's report, and where its task payload keeps the measures. */
const measuresTasks: Partial<Record<string, { report: MeasuresReport; key: string }>> = {
  ACTION_PLAN_P3_APPLICATION_SUBMIT: { report: actionPlan, key: 'actionPlanP3' },
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: { report: progressUpdate1, key: 'progressUpdate1P3' },
};
/** The timeline entries of a submitted report whose measures download ("Download these measures"). */
const submittedMeasures: Partial<Record<string, { report: MeasuresReport; key: string }>> = {
  ACTION_PLAN_P3_APPLICATION_SUBMITTED: { report: actionPlan, key: 'actionPlan' },
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: { report: progressUpdate1, key: 'progressUpdate1P3' },
};
const partOf = (payload: unknown, key: string) => (payload as Record<string, unknown> | null)?.[key];

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
