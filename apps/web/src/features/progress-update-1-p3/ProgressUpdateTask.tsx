import { ProgressUpdateTaskList } from '../../shared/reports/progress-update';
import type { TaskContentProps } from '../../shared/workflow';
import { progressUpdate1Model, updateOf } from './update';
import { UpdateSummary } from './UpdateSummary';

/** Progress update 1's task page (task-forms §3): its task list, or the update read-only. */
export function ProgressUpdateTask({ data, editable }: TaskContentProps) {
  if (!editable) {
    const { answers } = updateOf(data.task.requestTask.payload);
    return <UpdateSummary update={answers.update} disaggregated={answers.isDisaggregateUndertaking} />;
  }
  return <ProgressUpdateTaskList data={data} model={progressUpdate1Model} />;
}
