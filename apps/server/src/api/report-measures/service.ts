import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../domain/current-user';
import { ApiError } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import type { TaskRow } from '../../workflow/definition';
import {
  MAX_PROBLEMS_SHOWN,
  SheetFileError,
  readSheetRows,
  sheetFileMessages,
  type CheckedMeasures,
  type SheetProblem,
} from '../../workflow/reports/measures-sheet';
import { actionPlanErrors } from '../../workflow/action-plan-p3/errors';
import { requestActionsService } from '../request-actions/service';

/** Room in a save's body for the rest of the report beside the measures (its other answers are short). */
const SAVE_HEADROOM_BYTES = 64 * 1024;

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
  /** The reports' measures, as their definitions declare them, by task type and by timeline entry type. */
  const declared = app.workflow.tables.definitions.flatMap((definition) =>
    definition.measuresSheet ? [definition.measuresSheet] : [],
  );
  const measuresTasks = new Map(declared.map((measures) => [measures.task.type, measures]));
  const submittedMeasures = new Map(declared.map((measures) => [measures.submitted.type, measures]));
  const partOf = (payload: unknown, key: string) => (payload as Record<string, unknown> | null)?.[key];
  const configured = (task: TaskRow) => {
    const found = measuresTasks.get(task.type);
    if (!found) throw new ApiError('REQUEST_TASK_ACTION1000');
    return found;
  };

  const actions = requestActionsService(app);

  return {
    /** A submitted report's measures, from its timeline entry, for whoever may view that entry. */
    async submittedWorkbook(context: UserContext, actionId: number) {
      const action = await actions.get(context, actionId);
      const found = submittedMeasures.get(action.type);
      if (!found) throw new ApiError('NOTFOUND1001');
      const { report, submitted } = found;
      return {
        fileName: report.sheet.fileName,
        content: await report.workbook(partOf(action.payload, submitted.key)),
      };
    },

    /** The template with the task's measures pre-filled (none: the empty template). */
    async workbook(context: UserContext, taskId: number) {
      const { task } = await app.workflow.visibleTask(context, taskId);
      const { report, task: where } = configured(task);
      return {
        fileName: report.sheet.fileName,
        content: await report.workbook(partOf(task.payload, where.key)),
      };
    },

    /** The measures a file holds, every row checked as the form checks it; AP1003 with the problems. */
    async check(
      context: UserContext,
      taskId: number,
      expectedVersion: number | undefined,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ answer: CheckedMeasures; version: number | null }> {
      const { task } = await app.workflow.actingTask(context, taskId);
      const { report, task: where } = configured(task);
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
      const { answer, problems } = report.check(partOf(task.payload, where.key), rows);
      if (problems.length > 0) throw refusedFile(problems);
      // Measures the web could not save in one request (with the rest of the report) are the file's problem,
      // told now rather than met as a 413 on saving: 1,000 measures of long descriptions can reach it.
      if (Buffer.byteLength(JSON.stringify(answer)) > app.config.bodyLimitBytes - SAVE_HEADROOM_BYTES) {
        throw refusedFile([{ message: sheetFileMessages.tooLong }]);
      }
      return { answer, version: task.version };
    },
  };
}
