import { and, eq } from 'drizzle-orm';
import { requests, requestTasks } from '../../../src/platform/db/schema';
import { multipartPayload } from '../../support/multipart';
import type { TestApp } from '../../support/test-app';
import type { Fixtures, MatrixCase } from './cases';

/**
 * The action plan and progress updates: their create, re-initiate and task actions go through the
 * same operations as every workflow, with the reference's rules (authorization-rules:
 * processRequestCreateAction, processRequestTaskAction, getTaskItemInfoById). Every call is refused
 * by a rule after authorization, so nothing changes between callers.
 */

/** The demo action plan on the fixtures account (in progress, its task with Colin, not operatorAdmin). */
interface ReportFixtures {
  actionPlanRequestId: string;
  actionPlanTaskId: number;
}

// Per app: the fuzz suite runs these set-ups too, and test files may share a worker's modules (isolate: false).
const prepared = new WeakMap<TestApp, Promise<ReportFixtures>>();
let current: ReportFixtures | undefined;

async function prepare(t: TestApp, f: Fixtures): Promise<ReportFixtures> {
  const db = t.database.db;
  const [plan] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.accountId, f.accountId), eq(requests.type, 'ACTION_PLAN_P3')));
  if (!plan) throw new Error('the fixtures account has no demo action plan');
  const [task] = await db.select().from(requestTasks).where(eq(requestTasks.requestId, plan.id));
  if (!task) throw new Error('the demo action plan has no task');
  return { actionPlanRequestId: plan.id, actionPlanTaskId: task.id };
}

const setup = async (t: TestApp, f: Fixtures) => {
  let pending = prepared.get(t);
  if (!pending) {
    pending = prepare(t, f);
    prepared.set(t, pending);
  }
  current = await pending;
};
const r = (): ReportFixtures => {
  if (!current) throw new Error('reporting case used before its setup');
  return current;
};

// A file that is not a spreadsheet: refused (AP1003) once the caller is checked, so nothing changes.
const measuresFile = multipartPayload([{ name: 'file', value: Buffer.from('%PDF-1.4'), filename: 'a.pdf' }]);

const start = (type: string, payload: Record<string, unknown>) => ({
  requestCreateActionType: type,
  requestCreateActionPayload: payload,
});

export const reportingCases: MatrixCase[] = [
  {
    operationId: 'processRequestCreateAction',
    method: 'POST',
    url: (f) => `/api/v1.0/requests?accountId=${f.accountId}`,
    setup,
    // A plan is already in progress: REQUEST_CREATE_ACTION1000 for the holder of the submit permission.
    payload: () => start('ACTION_PLAN_P3', { payloadType: 'EMPTY_PAYLOAD' }),
    allowed: ['operatorAdmin'],
  },
  ...([1, 2] as const).map((n): MatrixCase => ({
    operationId: 'processRequestCreateAction',
    method: 'POST',
    url: (f) => `/api/v1.0/requests?accountId=${f.accountId}`,
    setup,
    // The plan in progress blocks either update.
    payload: () =>
      start(`PROGRESS_UPDATE_${n}_P3`, {
        payloadType: `PROGRESS_UPDATE_${n}_CREATE_ACTION_PAYLOAD`,
        isDisaggregateUndertaking: false,
      }),
    allowed: ['operatorAdmin'],
  })),
  {
    operationId: 'processRequestCreateAction',
    method: 'POST',
    url: (f) => `/api/v1.0/requests?accountId=${f.accountId}`,
    setup,
    // Only a completed plan is re-initiated: refused after the regulator's permission is checked.
    payload: () =>
      start('RE_INITIATE_ACTION_PLAN_P3', {
        payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
        requestId: r().actionPlanRequestId,
      }),
    allowed: ['regulator'],
  },
  {
    operationId: 'getTaskItemInfoById',
    method: 'GET',
    url: () => `/api/v1.0/tasks/${r().actionPlanTaskId}`,
    setup,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'processRequestTaskAction',
    method: 'POST',
    url: () => '/api/v1.0/tasks/actions',
    setup,
    // Colin holds the task: REQUEST_TASK_ACTION1001 for anyone else who may execute it.
    payload: () => ({
      requestTaskId: r().actionPlanTaskId,
      requestTaskActionType: 'ACTION_PLAN_CANCEL_APPLICATION',
      requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    }),
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'getReportMeasuresWorkbook',
    method: 'GET',
    url: () => `/api/v1.0/tasks/${r().actionPlanTaskId}/measures/workbook`,
    setup,
    // For whoever may view the task (issue 42).
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'checkReportMeasuresFile',
    method: 'POST',
    url: () => `/api/v1.0/tasks/${r().actionPlanTaskId}/measures/check`,
    setup,
    // Colin holds the task: REQUEST_TASK_ACTION1001 for anyone else who may execute it.
    payload: () => measuresFile.payload,
    headers: () => measuresFile.headers,
    allowed: ['operatorAdmin'],
  },
];
