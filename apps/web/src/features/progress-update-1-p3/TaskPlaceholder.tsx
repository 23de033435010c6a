import type { TaskContentProps } from '../../shared/workflow';
import { TaskNotAvailable } from '../../shared/workflow/task';

/** What this workflow's task pages show until its forms are built. */
export function TaskPlaceholder(_props: TaskContentProps) {
  return <TaskNotAvailable />;
}
