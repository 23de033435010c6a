import { paths } from '../routing/paths';
import { hasTaskPage } from './registry';

/** The id of the /tasks/:taskId route, so the task's sub-pages (any workflow's) can read the loaded task. */
export const TASK_ROUTE_ID = 'request-task';

/** Only task types a workflow defines have a task page; other rows link nowhere. */
export function taskHref(taskType: string | undefined, taskId: number | undefined): string | null {
  if (taskId === undefined || !hasTaskPage(taskType)) return null;
  return paths.task.home(taskId);
}
