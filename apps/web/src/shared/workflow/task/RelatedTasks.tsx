import { Link } from 'react-router';
import { daysRemainingText } from '../days-remaining';
import { taskDisplayName } from '../lookups';
import { taskHref } from '../task-href';
import type { RelatedItem } from '../types';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

/** Other open tasks of the same workflow, each with a 'View task' link. */
export function RelatedTasks({ items, currentTaskId }: { items: RelatedItem[]; currentTaskId: number }) {
  const t = useMessages(taskFrameMessages);
  const others = items.filter((item) => item.taskId !== currentTaskId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-tasks-heading" className="govuk-!-margin-top-8">
      <h2 className="govuk-heading-m" id="related-tasks-heading">
        {t('relatedTasks')}
      </h2>
      <ul className="govuk-list">
        {others.map((item) => {
          const href = taskHref(item.taskType, item.taskId);
          const name = taskDisplayName(item.taskType);
          const assignee = item.taskAssignee
            ? `${item.taskAssignee.firstName ?? ''} ${item.taskAssignee.lastName ?? ''}`.trim()
            : '';
          const days = daysRemainingText(item.daysRemaining);
          return (
            <li key={item.taskId ?? name} className="govuk-!-margin-bottom-4">
              <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{name}</h3>
              <p className="govuk-body-s govuk-!-margin-bottom-1">
                {t('relatedAssignedTo', { name: assignee || t('unassigned') })}
                {days ? t('relatedDaysRemaining', { days }) : ''}
              </p>
              {href ? (
                <Link className="govuk-link" to={href}>
                  {t('viewTask')}
                  <span className="govuk-visually-hidden">: {name}</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
