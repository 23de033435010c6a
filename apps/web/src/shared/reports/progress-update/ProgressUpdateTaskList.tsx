import { TaskList, type TaskListStatus } from '../../govuk/TaskList';
import { SubmitGate } from '../SubmitGate';
import { paths } from '../../routing';
import type { TaskPageData } from '../../workflow';
import { CONFIRMATION, GROUP_CHANGE, sectionsOf, type BaseUpdate, type ProgressUpdateModel } from './model';

const statusOf = (status: 'IN_PROGRESS' | 'COMPLETED' | null | undefined): TaskListStatus =>
  status ?? 'NOT_STARTED';

/**
 * A progress update's task list (task-forms §3): the group change first for a disaggregated undertaking, then
 * the measures, then the confirmation (which cannot start before the measures are completed).
 */
export function ProgressUpdateTaskList<U extends BaseUpdate>({
  data,
  model,
}: {
  data: TaskPageData;
  model: ProgressUpdateModel<U>;
}) {
  const taskId = data.task.requestTask.id;
  const { answers, completed } = model.read(data.task.requestTask.payload);
  const sections = sectionsOf(model);
  const first = answers.isDisaggregateUndertaking ? 2 : 1;
  const measuresDone = completed[model.measuresKey] === 'COMPLETED';
  const confirmation = completed[CONFIRMATION.key];
  return (
    <>
      <SubmitGate
        submitHref={paths.task.page(taskId, model.pages.submit)}
        left={[
          ...(answers.isDisaggregateUndertaking
            ? [[GROUP_CHANGE.name, completed[GROUP_CHANGE.key]] as const]
            : []),
          [sections.measures.name, completed[model.measuresKey]] as const,
          [CONFIRMATION.name, confirmation] as const,
        ]
          .filter(([, status]) => status !== 'COMPLETED')
          .map(([title]) => title)}
      />
      {answers.isDisaggregateUndertaking ? (
        <>
          <h2 className="govuk-heading-m">1. Enter information about a change of group</h2>
          <TaskList
            idPrefix="group"
            items={[
              {
                title: GROUP_CHANGE.name,
                href: paths.task.page(taskId, sections.groupChange.segment),
                status: statusOf(completed[GROUP_CHANGE.key]),
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
            title: sections.measures.name,
            href: paths.task.page(taskId, sections.measures.segment),
            status: statusOf(completed[model.measuresKey]),
          },
        ]}
      />
      <h2 className="govuk-heading-m">{first + 1}. Confirm</h2>
      <TaskList
        idPrefix="confirm"
        items={[
          {
            title: CONFIRMATION.name,
            href: paths.task.page(taskId, sections.confirmation.segment),
            status: !measuresDone && !confirmation ? 'CANNOT_START_YET' : statusOf(confirmation),
          },
        ]}
      />
    </>
  );
}
