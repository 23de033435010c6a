import { Link, useSearchParams } from 'react-router';
import type { ItemDto } from '../../shared/api';
import { DASHBOARD_PAGE_SIZE } from '../../shared/config';
import { ScrollRegion } from '../../shared/content';
import { Pagination, Table, Tag, parsePage, type TableColumn } from '../../shared/govuk';
import { daysRemainingText, taskDisplayName, taskHref } from '../../shared/workflow';
import { useWorkItems, type WorkItemTab } from './work-items';

function TaskCell({ item }: { item: ItemDto }) {
  const name = taskDisplayName(item.taskType);
  const href = taskHref(item.taskType, item.taskId);
  return (
    <>
      {href ? (
        <Link className="govuk-link" to={href}>
          {name}
          {/* Rows of the same task type are told apart by their organisation (issue 39). */}
          {/* The space is hidden too, so the visible link's underline ends with its words. */}
          {item.accountName ? <span className="govuk-visually-hidden"> for {item.accountName}</span> : null}
        </Link>
      ) : (
        name
      )}
      {item.isNew ? (
        <>
          {' '}
          <Tag colour="blue">New</Tag>
        </>
      ) : null}
    </>
  );
}

function columnsFor(tab: WorkItemTab): TableColumn<ItemDto>[] {
  const columns: (TableColumn<ItemDto> | null)[] = [
    { key: 'task', header: 'Task', render: (item) => <TaskCell item={item} /> },
    tab === 'assigned-to-others'
      ? {
          key: 'assignee',
          header: 'Assigned to',
          render: (item) =>
            item.taskAssignee ? `${item.taskAssignee.firstName} ${item.taskAssignee.lastName}` : '',
        }
      : null,
    { key: 'days', header: 'Days remaining', render: (item) => daysRemainingText(item.daysRemaining) },
    { key: 'name', header: 'Organisation name', render: (item) => item.accountName ?? '' },
    {
      key: 'registration',
      header: 'Registration number',
      render: (item) => item.accountRegistrationNumber ?? '',
    },
    { key: 'organisation', header: 'Organisation ID', render: (item) => item.accountOrganisationId ?? '' },
  ];
  return columns.filter((column): column is TableColumn<ItemDto> => column !== null);
}

export function WorkItemsTable({ tab }: { tab: WorkItemTab }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useWorkItems(tab, page);

  if (query.isPending) {
    return (
      <p className="govuk-body" role="status">
        Loading tasks…
      </p>
    );
  }
  if (query.isError) {
    return <p className="govuk-body">The tasks could not be loaded. Try again later.</p>;
  }
  const { items, totalItems } = query.data;
  if (items.length === 0) return <p className="govuk-body">There are no tasks.</p>;
  return (
    <>
      <ScrollRegion label="Tasks">
        <Table
          columns={columnsFor(tab)}
          responsive
          rows={items}
          rowKey={(item) => item.taskId ?? item.requestId ?? JSON.stringify(item)}
        />
      </ScrollRegion>
      <Pagination page={page} pageSize={DASHBOARD_PAGE_SIZE} totalItems={totalItems} />
    </>
  );
}
