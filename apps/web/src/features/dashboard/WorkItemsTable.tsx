import { Link, useSearchParams } from 'react-router';
import type { ItemDto } from '../../shared/api';
import { DASHBOARD_PAGE_SIZE } from '../../shared/config';
import { ScrollRegion } from '../../shared/content';
import { Pagination, Table, Tag, parsePage, type TableColumn } from '../../shared/govuk';
import { daysRemainingText, taskDisplayName, taskHref } from '../../shared/workflow';
import { useWorkItems, type WorkItemTab } from './work-items';
import { hasFilters, type WorkListFilters } from './work-list-filters';
import { useMessages, type Translate } from '../../shared/i18n/use-messages';
import { dashboardMessages } from './messages.en';

function TaskCell({ item }: { item: ItemDto }) {
  const t = useMessages(dashboardMessages);
  const name = taskDisplayName(item.taskType);
  const href = taskHref(item.taskType, item.taskId);
  return (
    <>
      {href ? (
        <Link className="govuk-link" to={href}>
          {name}
          {/* Rows of the same task type are told apart by their organisation (issue 39). */}
          {/* The space is hidden too, so the visible link's underline ends with its words. */}
          {item.accountName ? (
            <span className="govuk-visually-hidden">{t('forOrganisation', { name: item.accountName })}</span>
          ) : null}
        </Link>
      ) : (
        name
      )}
      {item.isNew ? (
        <>
          {' '}
          <Tag colour="blue">{t('new')}</Tag>
        </>
      ) : null}
    </>
  );
}

function columnsFor(tab: WorkItemTab, t: Translate<typeof dashboardMessages.en>): TableColumn<ItemDto>[] {
  const columns: (TableColumn<ItemDto> | null)[] = [
    { key: 'task', header: t('task'), render: (item) => <TaskCell item={item} /> },
    tab === 'assigned-to-others'
      ? {
          key: 'assignee',
          header: t('assignedTo'),
          render: (item) =>
            item.taskAssignee ? `${item.taskAssignee.firstName} ${item.taskAssignee.lastName}` : '',
        }
      : null,
    { key: 'days', header: t('daysRemaining'), render: (item) => daysRemainingText(item.daysRemaining) },
    { key: 'name', header: t('organisationName'), render: (item) => item.accountName ?? '' },
    {
      key: 'registration',
      header: t('registrationNumber'),
      render: (item) => item.accountRegistrationNumber ?? '',
    },
    { key: 'organisation', header: t('organisationId'), render: (item) => item.accountOrganisationId ?? '' },
  ];
  return columns.filter((column): column is TableColumn<ItemDto> => column !== null);
}

/** What a screen reader hears when the list changes: loading, then how many tasks the filters found. */
function statusText(
  query: ReturnType<typeof useWorkItems>,
  filtered: boolean,
  t: Translate<typeof dashboardMessages.en>,
): string {
  if (query.isPending) return t('loadingTasks');
  if (query.isError || !filtered) return '';
  return t('tasksFound', { count: query.data.totalItems });
}

export function WorkItemsTable({ tab, filters = {} }: { tab: WorkItemTab; filters?: WorkListFilters }) {
  const t = useMessages(dashboardMessages);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useWorkItems(tab, page, filters);
  const status = statusText(query, hasFilters(filters), t);
  // One live region, present before the answer arrives, so the count that replaces 'Loading' is announced.
  const announcement = (
    <p className={status ? 'govuk-body' : 'govuk-visually-hidden'} role="status">
      {status}
    </p>
  );

  if (query.isPending) return announcement;
  if (query.isError) {
    return <p className="govuk-body">{t('notLoaded')}</p>;
  }
  const { items, totalItems } = query.data;
  if (items.length === 0) {
    return (
      <>
        {announcement}
        <p className="govuk-body">{hasFilters(filters) ? t('noMatches') : t('noTasks')}</p>
      </>
    );
  }
  return (
    <>
      {announcement}
      <ScrollRegion label={t('tasks')}>
        <Table
          columns={columnsFor(tab, t)}
          responsive
          rows={items}
          rowKey={(item) => item.taskId ?? item.requestId ?? JSON.stringify(item)}
        />
      </ScrollRegion>
      <Pagination page={page} pageSize={DASHBOARD_PAGE_SIZE} totalItems={totalItems} />
    </>
  );
}
