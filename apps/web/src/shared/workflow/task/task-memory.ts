import { paths } from '../../routing';
import type { RequestInfo } from '../types';

/**
 * The workflow of each task opened in this tab, so a task that has since been completed or cancelled (the API
 * no longer knows it) can still point to its workflow item. In memory only: a reload forgets it, and the page
 * then offers the dashboard alone.
 */
const workflowOfTask = new Map<number, { accountId: number; requestId: string }>();

export function rememberTaskWorkflow(taskId: number, requestInfo: RequestInfo): void {
  if (requestInfo.accountId === undefined) return;
  workflowOfTask.set(taskId, { accountId: requestInfo.accountId, requestId: requestInfo.id });
}

/** The workflow item page of a task opened earlier in this tab, if there was one. */
export function rememberedWorkflowHref(taskId: number): string | undefined {
  const workflow = workflowOfTask.get(taskId);
  return workflow ? paths.account.workflow(workflow.accountId, workflow.requestId) : undefined;
}
