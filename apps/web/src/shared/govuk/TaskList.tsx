import { Link } from 'react-router';
import { classNames } from './form-field';
import { useMessages, type Translate } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';
import { Tag } from './Tag';

/**
 * A task's status as GOV.UK's task list guidance shows it: a tag while there is work to do (the colours of
 * GOV.UK Frontend 6's own example: teal 'Not started', blue 'In progress'), plain text once completed, and
 * secondary-colour text with no link while the task cannot be started.
 */
export type TaskListStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANNOT_START_YET';

export interface TaskListItem {
  title: React.ReactNode;
  /** Where the task is done; ignored while it cannot be started. */
  href?: string;
  hint?: React.ReactNode;
  /** One of the four statuses, or the macro's own form (text, or a tag with its colour class). */
  status:
    | TaskListStatus
    | { text?: React.ReactNode; tag?: { text: React.ReactNode; className?: string }; className?: string };
}

export interface TaskListProps {
  /** Empty entries are left out, keeping the others' numbering (as the macro does). */
  items: (TaskListItem | null | undefined | false)[];
  /** Prefix of the hint and status ids (GOV.UK's default 'task-list'): unique per page. */
  idPrefix?: string;
}

function statusOf(
  status: TaskListStatus,
  t: Translate<typeof componentMessages.en>,
): Exclude<TaskListItem['status'], TaskListStatus> {
  switch (status) {
    case 'NOT_STARTED':
      return { tag: { text: t('notStarted'), className: 'govuk-tag--teal' } };
    case 'IN_PROGRESS':
      return { tag: { text: t('inProgress'), className: 'govuk-tag--blue' } };
    case 'COMPLETED':
      return { text: t('completed') };
    case 'CANNOT_START_YET':
      return { text: t('cannotStartYet'), className: 'govuk-task-list__status--cannot-start-yet' };
  }
}

function TaskLink({
  href,
  describedBy,
  children,
}: {
  href: string;
  describedBy: string;
  children: React.ReactNode;
}) {
  const className = 'govuk-link govuk-task-list__link';
  return href.startsWith('/') ? (
    <Link className={className} to={href} aria-describedby={describedBy}>
      {children}
    </Link>
  ) : (
    <a className={className} href={href} aria-describedby={describedBy}>
      {children}
    </a>
  );
}

function Item({ item, index, idPrefix }: { item: TaskListItem; index: number; idPrefix: string }) {
  const t = useMessages(componentMessages);
  const status = typeof item.status === 'string' ? statusOf(item.status, t) : item.status;
  const href = item.status === 'CANNOT_START_YET' ? undefined : item.href;
  const hintId = `${idPrefix}-${index}-hint`;
  const statusId = `${idPrefix}-${index}-status`;
  return (
    <li className={classNames('govuk-task-list__item', href ? 'govuk-task-list__item--with-link' : null)}>
      <div className="govuk-task-list__name-and-hint">
        {href ? (
          <TaskLink href={href} describedBy={item.hint ? `${hintId} ${statusId}` : statusId}>
            {item.title}
          </TaskLink>
        ) : (
          <div>{item.title}</div>
        )}
        {item.hint ? (
          <div id={hintId} className="govuk-task-list__hint">
            {item.hint}
          </div>
        ) : null}
      </div>
      <div className={classNames('govuk-task-list__status', status.className)} id={statusId}>
        {status.tag ? <Tag className={status.tag.className}>{status.tag.text}</Tag> : status.text}
      </div>
    </li>
  );
}

/** GOV.UK task list: each task's name (a link while it can be started), an optional hint and its status. */
export function TaskList({ items, idPrefix = 'task-list' }: TaskListProps) {
  return (
    <ul className="govuk-task-list">
      {items.map((item, index) =>
        item ? <Item key={index} item={item} index={index + 1} idPrefix={idPrefix} /> : null,
      )}
    </ul>
  );
}
