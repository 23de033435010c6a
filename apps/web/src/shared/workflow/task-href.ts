import { paths } from '../routing/paths';
import { hasTaskPage } from './lookups';

/** Only task types a workflow defines have a task page; other rows link nowhere. */
export function taskHref(taskType: string | undefined, taskId: number | undefined): string | null {
  if (taskId === undefined || !hasTaskPage(taskType)) return null;
  return paths.task.home(taskId);
}
