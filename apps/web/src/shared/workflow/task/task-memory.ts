import { paths } from '../../routing';
import { SESSION_DRAFT_PREFIX } from '../../storage/session-drafts';
import { accountTabOf } from '../lookups';
import type { RequestInfo } from '../types';

/** Where a task that is no longer open belongs: its request, and the account the request is on. */
export interface TaskWorkflow {
  accountId: number;
  requestId: string;
  requestType: string;
}

/**
 * The workflow of each task opened in this tab (or named by the API as completed), so a task that has since
 * been completed or cancelled can still point to its workflow item, after a reload too: the API names only a
 * completed task's request. Kept in the tab's session storage under the drafts' prefix, so signing out
 * forgets it; the newest MAX_REMEMBERED only.
 */
const STORAGE_KEY = `${SESSION_DRAFT_PREFIX}task-workflows`;
const MAX_REMEMBERED = 50;
const workflowOfTask = new Map<number, TaskWorkflow>(readStored());

function readStored(): [number, TaskWorkflow][] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [number, TaskWorkflow][]).slice(-MAX_REMEMBERED) : [];
  } catch {
    return [];
  }
}

function remember(taskId: number, workflow: TaskWorkflow): void {
  workflowOfTask.delete(taskId);
  workflowOfTask.set(taskId, workflow);
  const entries = [...workflowOfTask.entries()].slice(-MAX_REMEMBERED);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage unavailable: remembered in memory only, until a reload.
  }
}

export function rememberTaskWorkflow(taskId: number, requestInfo: RequestInfo): void {
  if (requestInfo.accountId === undefined) return;
  remember(taskId, {
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
  remember(taskId, { accountId, requestId, requestType });
  return true;
}

export function rememberedWorkflow(taskId: number): TaskWorkflow | undefined {
  return workflowOfTask.get(taskId);
}

/** The workflow item page (its timeline) of a task's request, below the tab its definition lists it under. */
export function workflowHref(workflow: TaskWorkflow): string {
  return paths.account.workflow(workflow.accountId, workflow.requestId, accountTabOf(workflow.requestType));
}

/** The workflow item page of a task opened earlier in this tab, if there was one. */
export function rememberedWorkflowHref(taskId: number): string | undefined {
  const workflow = workflowOfTask.get(taskId);
  return workflow ? workflowHref(workflow) : undefined;
}
