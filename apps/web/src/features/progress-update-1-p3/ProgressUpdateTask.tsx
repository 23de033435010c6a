import { Button } from '../../shared/govuk';
import { TaskList, type TaskListStatus } from '../../shared/govuk/TaskList';
import { paths } from '../../shared/routing';
import type { TaskContentProps } from '../../shared/workflow';
import { PU1_PAGES } from './segments';
import { SECTIONS, readyToSubmit, updateOf } from './update';
import { UpdateSummary } from './UpdateSummary';

const statusOf = (status: 'IN_PROGRESS' | 'COMPLETED' | null | undefined): TaskListStatus =>
  status ?? 'NOT_STARTED';

/**
 * Progress update 1's task page (task-forms §3): the group change first for a disaggregated undertaking, then
 * the measures, then the confirmation (which cannot start before the measures are completed).
 */
export function ProgressUpdateTask({ data, editable }: TaskContentProps) {
  const taskId = data.task.requestTask.id;
  const { answers, completed } = updateOf(data.task.requestTask.payload);
  if (!editable)
    return <UpdateSummary update={answers.update} disaggregated={answers.isDisaggregateUndertaking} />;
  const first = answers.isDisaggregateUndertaking ? 2 : 1;
  const measuresDone = completed.progressUpdate1P3MeasuresUpdate === 'COMPLETED';
  return (
    <>
      {readyToSubmit(data.task.requestTask.payload) ? (
        <Button href={paths.task.page(taskId, PU1_PAGES.submit)}>Submit to regulator</Button>
      ) : null}
      {answers.isDisaggregateUndertaking ? (
        <>
          <h2 className="govuk-heading-m">1. Enter information about a change of group</h2>
          <TaskList
            idPrefix="group"
            items={[
              {
                title: SECTIONS.groupChange.name,
                href: paths.task.page(taskId, PU1_PAGES.groupChange),
                status: statusOf(completed.groupChange),
              },
            ]}
          />
        </>
      ) : null}
      <h2 className="govuk-heading-m">{first}. Prepare Progress Update</h2>
      <TaskList
        idPrefix="prepare"
        items={[
          {
            title: SECTIONS.measures.name,
            href: paths.task.page(taskId, PU1_PAGES.measures),
            status: statusOf(completed.progressUpdate1P3MeasuresUpdate),
          },
        ]}
      />
      <h2 className="govuk-heading-m">{first + 1}. Confirm</h2>
      <TaskList
        idPrefix="confirm"
        items={[
          {
            title: SECTIONS.confirmation.name,
            href: paths.task.page(taskId, PU1_PAGES.confirmation),
            status:
              !measuresDone && !completed.responsibleOfficerConfirmation
                ? 'CANNOT_START_YET'
                : statusOf(completed.responsibleOfficerConfirmation),
          },
        ]}
      />
    </>
  );
}
