import type { ApiClient } from './api-client';
import type { ApiExpectation } from './ledger';
import { canonical } from './report-payloads';

/**
 * How the reliability runs read a report back: only through the API, as the web client does (the
 * request, its open tasks, its timeline and the submitted record the MI export reads), so that how the
 * server stores its reports can change without this file knowing.
 */

export interface ReportKind {
  type: string;
  /** The task that submits it. */
  submitTask: string;
  /** Where the task payload keeps the report, and its section statuses. */
  taskField: string;
  statusesField: string;
  /** Where the SUBMITTED timeline entry keeps it. */
  snapshotField: string;
}

export const reportKinds = {
  notification: {
    type: 'NOTIFICATION_OF_COMPLIANCE_P3',
    submitTask: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
    taskField: 'noc',
    statusesField: 'nocSectionsCompleted',
    snapshotField: 'noc',
  },
  actionPlan: {
    type: 'ACTION_PLAN_P3',
    submitTask: 'ACTION_PLAN_P3_APPLICATION_SUBMIT',
    taskField: 'actionPlanP3',
    statusesField: 'actionPlanSectionsCompleted',
    snapshotField: 'actionPlan',
  },
  progressUpdate1: {
    type: 'PROGRESS_UPDATE_1_P3',
    submitTask: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT',
    taskField: 'progressUpdate1P3',
    statusesField: 'progressUpdate1P3SectionsCompleted',
    snapshotField: 'progressUpdate1P3',
  },
  progressUpdate2: {
    type: 'PROGRESS_UPDATE_2_P3',
    submitTask: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT',
    taskField: 'progressUpdate2P3',
    statusesField: 'progressUpdate2P3SectionsCompleted',
    snapshotField: 'progressUpdate2P3',
  },
} satisfies Record<string, ReportKind>;

const kindOf = (type: string) => Object.values(reportKinds).find((kind) => kind.type === type);

export type Payload = Record<string, unknown>;

/** What must be read back through the API after a write. */
export const expectApi = (describe: string, checkApi: ApiExpectation['checkApi']): ApiExpectation => ({
  describe,
  checkApi,
});

export interface OpenTask {
  taskId: number;
  taskType: string;
}

/** The request's open tasks the caller may see (GET /items/{requestId}). */
export async function openTasks(client: ApiClient, requestId: string): Promise<OpenTask[]> {
  return (await client.call('GET', `/items/${requestId}`)).json<{ items: OpenTask[] }>().items;
}

/** The open task of this type (made in the same transaction as the step that acknowledged it). */
export async function openTask(client: ApiClient, requestId: string, taskType: string): Promise<number> {
  const task = (await openTasks(client, requestId)).find((item) => item.taskType === taskType);
  if (!task) throw new Error(`no open ${taskType} on ${requestId}`);
  return task.taskId;
}

/** A task's payload, or nothing once it has completed. */
export async function taskPayload(client: ApiClient, taskId: number): Promise<Payload | undefined> {
  const answer = await client.raw('GET', `/tasks/${taskId}`);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200) throw new Error(`GET /tasks/${taskId} answered ${answer.status}`);
  return answer.json<{ requestTask: { payload?: Payload } }>().requestTask.payload ?? {};
}

export async function timeline(
  client: ApiClient,
  requestId: string,
): Promise<{ id: number; type: string }[]> {
  return (await client.call('GET', `/request-actions?requestId=${encodeURIComponent(requestId)}`)).json();
}

export async function timelineEntry(client: ApiClient, id: number): Promise<Payload> {
  return (await client.call('GET', `/request-actions/${id}`)).json<{ payload?: Payload }>().payload ?? {};
}

/** The account's reports (POST /requests/workflows, category REPORTING). */
export async function reportsOn(
  client: ApiClient,
  accountId: number,
): Promise<{ id: string; requestType: string; requestStatus: string }[]> {
  const answer = await client.call('POST', '/requests/workflows', {
    accountId,
    category: 'REPORTING',
    pageNumber: 0,
    pageSize: 50,
  });
  return answer.json<{ requestDetails: { id: string; requestType: string; requestStatus: string }[] }>()
    .requestDetails;
}

/**
 * Every submitted report's record as the regulator's MI exports read it, by request id: the notification
 * as submitted, or the action plan's or progress update's container. One call per report type.
 */
export async function submittedRecords(regulator: ApiClient): Promise<Map<string, unknown>> {
  const records = new Map<string, unknown>();
  const nocs = (await regulator.call('GET', '/ORGANISATION/mireports/noc/phase-3?page=0&size=1000')).json<{
    results: Record<string, { id: string; noc: unknown }>;
  }>();
  for (const row of Object.values(nocs.results)) records.set(row.id, row.noc);
  const exports = [
    ['ACTION_PLAN_SUBMITTED_DATA_P3', 'actionPlanId', 'actionPlanContainer', 'actionPlan'],
    ['PROGRESS_UPDATE_1_SUBMITTED_DATA_P3', 'pu1Id', 'progressUpdate1Container', 'progressUpdate1P3'],
    ['PROGRESS_UPDATE_2_SUBMITTED_DATA_P3', 'pu2Id', 'progressUpdate2Container', 'progressUpdate2P3'],
  ] as const;
  for (const [reportType, idField, containerField, reportField] of exports) {
    const rows = (await regulator.call('POST', '/ORGANISATION/mireports', { reportType })).json<{
      results: Payload[];
    }>().results;
    for (const row of rows) {
      records.set(String(row[idField]), (row[containerField] as Payload | undefined)?.[reportField]);
    }
  }
  return records;
}

/**
 * What is wrong with one report, or nothing: a submitted one has one SUBMITTED timeline entry, the same
 * report in its submitted record, and no open task; a running one has an open task and neither.
 */
export async function reportProblem(
  readers: { operator: ApiClient; regulator: ApiClient },
  report: { id: string; requestType: string; requestStatus: string },
  records: Map<string, unknown>,
): Promise<string | undefined> {
  const kind = kindOf(report.requestType);
  if (!kind) return undefined;
  const open = await openTasks(readers.operator, report.id);
  const submitted = (await timeline(readers.regulator, report.id)).filter(
    (entry) => entry.type === `${kind.type}_APPLICATION_SUBMITTED`,
  );
  if (report.requestStatus === 'IN_PROGRESS') {
    if (open.length === 0) return 'running without an open task';
    if (submitted.length > 0 || records.has(report.id)) return 'running, yet submitted';
    return undefined;
  }
  if (report.requestStatus !== 'COMPLETED') return `unexpectedly ${report.requestStatus}`;
  if (open.length > 0) return `submitted with ${open.length} open tasks`;
  if (submitted.length !== 1) return `${submitted.length} SUBMITTED timeline entries`;
  if (!records.has(report.id)) return 'no submitted record';
  const snapshot = (await timelineEntry(readers.regulator, submitted[0]!.id))[kind.snapshotField];
  if (canonical(snapshot) !== canonical(records.get(report.id))) {
    return 'the submitted record differs from the timeline';
  }
  return undefined;
}
