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
  readSheetRows,
  sheetFileMessages,
  type MeasuresSheet,
  type SheetProblem,
} from '../../workflow/reports/measures-sheet';
import type { ActionPlanTaskPayload } from '../../workflow/action-plan-p3/payload';
import { actionPlanErrors } from '../../workflow/action-plan-p3/errors';
import { requestActionsService } from '../request-actions/service';

/** The tasks whose measures go to and from a spreadsheet, each with its sheet and its saved measures. */
interface MeasuresTask<Measure> {
  sheet: MeasuresSheet<Measure>;
  measuresOf(task: TaskRow): readonly Measure[];
}
const actionPlanTask: MeasuresTask<EnergyEfficiencyMeasure> = {
  sheet: actionPlanMeasuresSheet,
  measuresOf: (task) =>
    (task.payload as ActionPlanTaskPayload | null)?.actionPlanP3?.energyEfficiencyMeasure
      ?.energyEfficiencyMeasures ?? [],
};
/** The timeline entries of a submitted report whose measures download ("Download these measures"). */
const submittedMeasures: Partial<
  Record<
    string,
    {
      sheet: MeasuresSheet<EnergyEfficiencyMeasure>;
      measuresOf(payload: unknown): readonly EnergyEfficiencyMeasure[];
    }
  >
> = {
  ACTION_PLAN_P3_APPLICATION_SUBMITTED: {
    sheet: actionPlanMeasuresSheet,
    measuresOf: (payload) =>
      (payload as { actionPlan?: ActionPlanTaskPayload['actionPlanP3'] } | undefined)?.actionPlan
        ?.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? [],
  },
};
const measuresTasks: Partial<Record<string, MeasuresTask<EnergyEfficiencyMeasure>>> = {
  ACTION_PLAN_P3_APPLICATION_SUBMIT: actionPlanTask,
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
      const { sheet, measuresOf } = found;
      return { fileName: sheet.fileName, content: await measuresWorkbook(sheet, measuresOf(action.payload)) };
    },

    /** The template with the task's measures pre-filled (none: the empty template). */
    async workbook(context: UserContext, taskId: number) {
      const { task } = await app.workflow.visibleTask(context, taskId);
      const { sheet, measuresOf } = configured(task);
      return { fileName: sheet.fileName, content: await measuresWorkbook(sheet, measuresOf(task)) };
    },

    /** The measures a file holds, every row checked as the form checks it; AP1003 with the problems. */
    async check(
      context: UserContext,
      taskId: number,
      expectedVersion: number | undefined,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ measures: EnergyEfficiencyMeasure[]; version: number | null }> {
      const { task } = await app.workflow.actingTask(context, taskId);
      const { sheet } = configured(task);
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
      const { measures, problems } = sheet.check(rows, 2);
      if (problems.length > 0) throw refusedFile(problems);
      return { measures, version: task.version };
    },
  };
}
