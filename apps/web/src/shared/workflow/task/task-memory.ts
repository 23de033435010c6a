import { paths } from '../../routing';
import type { RequestInfo } from '../types';

/** Where a task that is no longer open belongs: its request, and the account the request is on. */
export interface TaskWorkflow {
  accountId: number;
  requestId: string;
  requestType: string;
}

/**
 * The workflow of each task opened in this tab (or named by the API as completed), so a task that has since
 * been completed or cancelled can still point to its workflow item. In memory only: after a reload only the
 * API's answer for a completed task is left (a cancelled one is then not found).
 */
const workflowOfTask = new Map<number, TaskWorkflow>();

export function rememberTaskWorkflow(taskId: number, requestInfo: RequestInfo): void {
  if (requestInfo.accountId === undefined) return;
  workflowOfTask.set(taskId, {
    accountId: requestInfo.accountId,
    requestId: requestInfo.id,
    requestType: requestInfo.type,
  });
}

/**
 * The request the API names in the 404 of a completed task (GET /tasks/{id}: data [{completedTask}]), kept
 * for the completed task's page.
 */
export function rememberCompletedTask(taskId: number, body: unknown): boolean {
  const data = (body as { data?: unknown } | undefined)?.data;
  const completed = Array.isArray(data)
    ? (data[0] as { completedTask?: Partial<TaskWorkflow> } | undefined)?.completedTask
    : undefined;
  const { accountId, requestId, requestType } = completed ?? {};
  if (typeof accountId !== 'number' || typeof requestId !== 'string' || typeof requestType !== 'string')
    return false;
  workflowOfTask.set(taskId, { accountId, requestId, requestType });
  return true;
}

export function rememberedWorkflow(taskId: number): TaskWorkflow | undefined {
  return workflowOfTask.get(taskId);
}

// Account opening and closure are listed under the account's Workflow history; reports under its Phases.
const ACCOUNT_WORKFLOWS = new Set(['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE']);

/** The workflow item page (its timeline) of a task's request, below the tab that lists it. */
export function workflowHref(workflow: TaskWorkflow): string {
  const section = ACCOUNT_WORKFLOWS.has(workflow.requestType) ? 'workflows' : 'phases';
  return paths.account.workflow(workflow.accountId, workflow.requestId, section);
}

/** The workflow item page of a task opened earlier in this tab, if there was one. */
export function rememberedWorkflowHref(taskId: number): string | undefined {
  const workflow = workflowOfTask.get(taskId);
  return workflow ? workflowHref(workflow) : undefined;
}
