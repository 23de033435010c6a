import type { Database } from '../../platform/db';
import type { ChangeFeed } from '../../platform/cache/change-feed';
import { createReadCache } from '../../platform/cache/read-cache';
import type { UserContextLoader } from '../../domain/current-user';
import type { WorkflowTables } from '../../workflow/tables';
import type { RequestTaskType, RequestType } from '../../workflow/catalogue';
import { ukDate } from '../../workflow/validity-windows';
import { itemsRepository, type Assignment, type TaskScope, type WorkFilters } from './repository';
import { serialiseJson, type SerialisedJson } from '../../platform/http/serialised-json';
import { itemsResponseSchema, type ItemDto, type ItemsResponse, type WorkListQuery } from './schemas';

const DAY_MS = 86_400_000;

type Filters = Pick<WorkListQuery, 'search' | 'reportType' | 'sort'>;

/**
 * Whole days from today (or the pause date) to the due date, counted in UK dates; none when there is no
 * due date. A reporting task's due date is its request type's submission deadline (ADR 0022).
 */
export function daysRemaining(
  dueDate: Date | string | null | undefined,
  pauseDate: Date | null,
  now = new Date(),
): number | undefined {
  if (!dueDate) return undefined;
  const due = typeof dueDate === 'string' ? dueDate : ukDate(dueDate);
  return Math.round((Date.parse(due) - Date.parse(ukDate(pauseDate ?? now))) / DAY_MS);
}

export function itemsService(
  db: Database,
  changes: ChangeFeed,
  userContext: UserContextLoader,
  tables: WorkflowTables,
  deadlineOf: (type: RequestType) => string | undefined,
) {
  // The dashboard is the most frequent call; a page is kept until anything it is read from changes.
  const pages = createReadCache<SerialisedJson>(changes, { maxEntries: 5_000, ttlMs: 60_000 });

  function deadlinesOf(taskTypes: ReadonlySet<RequestTaskType>): Map<RequestTaskType, string> {
    const deadlines = new Map<RequestTaskType, string>();
    for (const type of taskTypes) {
      const requestType = tables.workflowOfTask(type)?.type;
      const deadline = requestType && deadlineOf(requestType);
      if (deadline) deadlines.set(type, deadline);
    }
    return deadlines;
  }

  async function read(
    userId: string,
    assignment: Assignment,
    page: number,
    size: number,
    query: Filters,
  ): Promise<ItemsResponse> {
    const context = await userContext(userId);
    // A report type narrows the task types each scope allows, so the unfiltered fast paths still serve it.
    const ofReportType = (type: RequestTaskType) =>
      !query.reportType || tables.workflowOfTask(type)?.type === query.reportType;
    const scopes: TaskScope[] = context.active.flatMap((authority): TaskScope[] => {
      const taskTypes = tables
        .viewableTaskTypes(context.roleType, authority.permissions)
        .filter(ofReportType);
      if (context.roleType === 'OPERATOR' && authority.accountId !== null) {
        return [{ accountId: authority.accountId, taskTypes }];
      }
      if (context.roleType === 'REGULATOR' && authority.competentAuthority) {
        return [{ competentAuthority: authority.competentAuthority, taskTypes }];
      }
      return [];
    });
    const filters: WorkFilters = {
      search: query.search || undefined,
      daysRemaining: query.sort === 'daysRemaining,asc' ? 'asc' : query.sort ? 'desc' : undefined,
      // Only a sort reads them: the unfiltered list does no more work than before.
      deadlines: query.sort ? deadlinesOf(new Set(scopes.flatMap((scope) => scope.taskTypes))) : new Map(),
    };
    const { rows, total } = await itemsRepository(db).page(userId, scopes, assignment, page, size, filters);
    const items = rows.map((row): ItemDto => {
      const item: ItemDto = {
        creationDate: row.startDate.toISOString(),
        requestId: row.requestId,
        requestType: row.requestType,
        taskId: row.taskId,
        taskType: row.taskType,
        competentAuthority: row.competentAuthority,
        isNew: !row.visited,
      };
      if (row.assigneeFirstName !== null && row.assigneeLastName !== null) {
        item.taskAssignee = { firstName: row.assigneeFirstName, lastName: row.assigneeLastName };
        item.taskAssigneeType = tables.task(row.taskType).roleType;
      }
      const remaining = daysRemaining(row.dueDate ?? deadlineOf(row.requestType), row.pauseDate);
      if (remaining !== undefined) item.daysRemaining = remaining;
      if (row.accountId !== null) item.accountId = row.accountId;
      if (row.accountName !== null) item.accountName = row.accountName;
      if (row.accountOrganisationId !== null) item.accountOrganisationId = row.accountOrganisationId;
      if (row.accountRegistrationNumber !== null)
        item.accountRegistrationNumber = row.accountRegistrationNumber;
      return item;
    });
    return { items, totalItems: total };
  }

  return {
    /** The page as JSON text: cached pages skip serialisation as well as the database. */
    list(
      userId: string,
      assignment: Assignment,
      page: number,
      size: number,
      query: Filters = {},
    ): Promise<SerialisedJson> {
      // Days remaining move on at midnight, so the date is part of the key.
      const today = new Date().toISOString().slice(0, 10);
      const filters = JSON.stringify([query.search ?? '', query.reportType ?? '', query.sort ?? '']);
      return pages.get(`${userId} ${assignment} ${page} ${size} ${today} ${filters}`, async () =>
        serialiseJson(itemsResponseSchema, await read(userId, assignment, page, size, query)),
      );
    },
  };
}
