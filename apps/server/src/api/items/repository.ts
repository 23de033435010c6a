import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import {
  accounts,
  requestTaskCounts,
  requestTasks,
  requestTaskVisits,
  requests,
  users,
} from '../../platform/db/schema';
import type { RequestTaskType } from '../../workflow/catalogue';

/** Where a user may see tasks: task types per account (operators) or per competent authority (regulators). */
export interface TaskScope {
  accountId?: number;
  competentAuthority?: string;
  taskTypes: RequestTaskType[];
}

export type Assignment = 'assigned-to-me' | 'assigned-to-others' | 'unassigned';

/** The dashboard's optional filters beyond the report type (which narrows the scopes' task types). */
export interface WorkFilters {
  search?: string;
  /** Days remaining ascending or descending; tasks without a due date come last either way. */
  daysRemaining?: 'asc' | 'desc';
  /** The request type's deadline per task type, for tasks without a due date of their own. */
  deadlines: ReadonlyMap<RequestTaskType, string>;
}

/** `%` and `_` are wildcards in LIKE; a term containing them must match them literally. */
function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Name contains the term, or registration number or request id is the term, each ignoring case: written
 * as the indexes are (account_name_trgm_idx, account_registration_number_upper_idx, the request id's
 * index), so the matching accounts and requests are found without reading every task.
 */
function searchCondition(term: string): SQL {
  const matchingAccounts = sql`select ${accounts.id} from ${accounts} where ${accounts.name} ilike ${`%${likeEscape(term)}%`} escape '\\' or upper(${accounts.registrationNumber}) = upper(${term})`;
  return or(
    sql`${requestTasks.accountId} in (${matchingAccounts})`,
    sql`${requestTasks.requestId} = upper(${term})`,
  )!;
}

/** Whole UK days from today (or the pause) to the due date, as the service's daysRemaining counts them. */
function daysRemainingKey(deadlines: ReadonlyMap<RequestTaskType, string>): SQL<number | null> {
  const cases = [...deadlines].map(([type, date]) => sql`when ${type} then ${date}::date`);
  const deadline =
    cases.length > 0 ? sql`case ${requestTasks.type} ${sql.join(cases, sql` `)} end` : sql`null::date`;
  return sql<
    number | null
  >`(coalesce((${requestTasks.dueDate} at time zone 'Europe/London')::date, ${deadline}) - (coalesce(${requestTasks.pauseDate}, now()) at time zone 'Europe/London')::date)`;
}

/**
 * Scopes that allow the same task types are merged into one `IN` list each, so a lead assessor on
 * hundreds of accounts produces one or two conditions, not hundreds the planner cannot index.
 */
function scopeCondition(scopes: TaskScope[]): SQL | undefined {
  const groups = new Map<
    string,
    { taskTypes: RequestTaskType[]; accountIds: number[]; authorities: string[] }
  >();
  for (const scope of scopes) {
    if (scope.taskTypes.length === 0) continue;
    const key = [...scope.taskTypes].sort().join(',');
    const group = groups.get(key) ?? { taskTypes: scope.taskTypes, accountIds: [], authorities: [] };
    if (scope.accountId !== undefined) group.accountIds.push(scope.accountId);
    else if (scope.competentAuthority) group.authorities.push(scope.competentAuthority);
    groups.set(key, group);
  }
  const parts = [...groups.values()].flatMap((group) => {
    const types = inArray(requestTasks.type, group.taskTypes);
    return [
      group.accountIds.length > 0 ? and(inArray(requestTasks.accountId, group.accountIds), types) : undefined,
      group.authorities.length > 0
        ? and(inArray(requestTasks.competentAuthority, group.authorities as never[]), types)
        : undefined,
    ].filter((part): part is SQL => part !== undefined);
  });
  return parts.length === 0 ? undefined : or(...parts);
}

/**
 * When every scope is a competent authority (regulators), the visible tasks split into a few
 * (authority, task type) slices, each read newest first from request_task_ca_type_start_idx: the
 * page is merged from the first `offset + size` rows of each slice, so its cost follows the page, not
 * the number of tasks the authority has. Account scopes (operators, verifiers) are already narrow
 * through the account index and return none here, as do scopes with too many slices to merge.
 */
function authoritySlices(scopes: TaskScope[]): SQL[] | undefined {
  const slices = new Map<string, SQL>();
  for (const scope of scopes) {
    if (scope.accountId !== undefined || !scope.competentAuthority) return undefined;
    for (const type of scope.taskTypes) {
      slices.set(
        `${scope.competentAuthority} ${type}`,
        and(
          eq(requestTasks.competentAuthority, scope.competentAuthority as never),
          eq(requestTasks.type, type),
        )!,
      );
    }
  }
  return slices.size > 0 && slices.size <= MAX_MERGED_SLICES ? [...slices.values()] : undefined;
}

const MAX_MERGED_SLICES = 8;

function assignmentCondition(assignment: Assignment, userId: string): SQL | undefined {
  switch (assignment) {
    case 'assigned-to-me':
      return eq(requestTasks.assignee, userId);
    case 'assigned-to-others':
      return and(isNotNull(requestTasks.assignee), ne(requestTasks.assignee, userId));
    case 'unassigned':
      return isNull(requestTasks.assignee);
  }
}

/**
 * The list's total from request_task_count (kept exact by triggers): a few rows per scope and task
 * type instead of every matching task. Each task is counted under its competent authority and under
 * its account, so the scopes must all be of one kind (as they are: operators have accounts,
 * regulators competent authorities); any other mix is counted from the tasks. Distinct (scope, task
 * type) pairs never overlap, so summing them counts each visible task once.
 */
function countedTotalCondition(scopes: TaskScope[], assignment: Assignment, userId: string): SQL | undefined {
  const kinds = new Set(
    scopes.map((scope) => (scope.accountId !== undefined ? 'ACCOUNT' : 'COMPETENT_AUTHORITY')),
  );
  if (
    kinds.size !== 1 ||
    scopes.some((scope) => scope.accountId === undefined && !scope.competentAuthority)
  ) {
    return undefined;
  }
  const typesByScope = new Map<string, Set<RequestTaskType>>();
  for (const scope of scopes) {
    const id = scope.accountId !== undefined ? String(scope.accountId) : scope.competentAuthority!;
    const types = typesByScope.get(id) ?? new Set<RequestTaskType>();
    for (const type of scope.taskTypes) types.add(type);
    typesByScope.set(id, types);
  }
  // Scopes allowing the same task types share one condition, as in scopeCondition.
  const groups = new Map<string, { taskTypes: RequestTaskType[]; scopeIds: string[] }>();
  for (const [id, types] of typesByScope) {
    if (types.size === 0) continue;
    const taskTypes = [...types].sort();
    const key = taskTypes.join(',');
    const group = groups.get(key) ?? { taskTypes, scopeIds: [] };
    group.scopeIds.push(id);
    groups.set(key, group);
  }
  if (groups.size === 0) return undefined;
  const assignee =
    assignment === 'assigned-to-me'
      ? eq(requestTaskCounts.assignee, userId)
      : assignment === 'assigned-to-others'
        ? and(isNotNull(requestTaskCounts.assignee), ne(requestTaskCounts.assignee, userId))
        : isNull(requestTaskCounts.assignee);
  return and(
    eq(requestTaskCounts.scopeKind, [...kinds][0] as 'ACCOUNT' | 'COMPETENT_AUTHORITY'),
    or(
      ...[...groups.values()].map((group) =>
        and(
          inArray(requestTaskCounts.scopeId, group.scopeIds),
          inArray(requestTaskCounts.taskType, group.taskTypes),
        ),
      ),
    ),
    assignee,
  );
}

/** Only the sort key: with request_task_account_assignee_start_idx an operator's page is picked
 * by an index-only scan, and only its rows are then read from the table. */
const pageColumns = { id: requestTasks.id, startDate: requestTasks.startDate };
/**
 * New order terms for every use: Drizzle's set-operation orderBy (the merged slices' unionAll) rewrites the
 * columns inside the terms it is given to bare names in place, so a shared term would read "id" in every
 * later statement, which is ambiguous once the page is joined to its details (42702, a 500).
 */
const newestFirst = () => [desc(requestTasks.startDate), desc(requestTasks.id)] as const;
type PageOfTasks = WithSubqueryWithSelection<typeof pageColumns, 'page_of_tasks'>;

export function itemsRepository(db: Executor) {
  /** Read the task and join the details for the page's rows only. */
  function pageDetails(pageOfTasks: PageOfTasks, userId: string) {
    return db
      .with(pageOfTasks)
      .select({
        taskId: requestTasks.id,
        taskType: requestTasks.type,
        startDate: requestTasks.startDate,
        dueDate: requestTasks.dueDate,
        pauseDate: requestTasks.pauseDate,
        requestId: requests.id,
        requestType: requests.type,
        competentAuthority: requestTasks.competentAuthority,
        accountId: accounts.id,
        accountName: accounts.name,
        accountOrganisationId: accounts.organisationId,
        accountRegistrationNumber: accounts.registrationNumber,
        assigneeFirstName: users.firstName,
        assigneeLastName: users.lastName,
        visited: sql<boolean>`${requestTaskVisits.taskId} is not null`,
      })
      .from(pageOfTasks)
      .innerJoin(requestTasks, eq(requestTasks.id, pageOfTasks.id))
      .innerJoin(requests, eq(requests.id, requestTasks.requestId))
      .leftJoin(accounts, eq(accounts.id, requestTasks.accountId))
      .leftJoin(users, eq(users.id, requestTasks.assignee))
      .leftJoin(
        requestTaskVisits,
        and(eq(requestTaskVisits.taskId, pageOfTasks.id), eq(requestTaskVisits.userId, userId)),
      );
  }

  /**
   * A search or a sort by days remaining: a statement of its own, so the unfiltered list keeps its fast
   * paths. It stays within the scope's indexes (and the search's), never every task.
   */
  async function filteredPage(userId: string, where: SQL, page: number, size: number, filters: WorkFilters) {
    const condition = and(where, filters.search ? searchCondition(filters.search) : undefined);
    const days = daysRemainingKey(filters.deadlines);
    const order = filters.daysRemaining
      ? [
          filters.daysRemaining === 'asc' ? sql`${days} asc nulls last` : sql`${days} desc nulls last`,
          ...newestFirst(),
        ]
      : [...newestFirst()];
    const pageOfTasks = db.$with('page_of_tasks').as(
      db
        .select(pageColumns)
        .from(requestTasks)
        .where(condition)
        .orderBy(...order)
        .limit(size)
        .offset(page * size),
    );
    const [rows, totals] = await Promise.all([
      pageDetails(pageOfTasks, userId).orderBy(...order),
      db.select({ total: count() }).from(requestTasks).where(condition),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  return {
    async page(
      userId: string,
      scopes: TaskScope[],
      assignment: Assignment,
      page: number,
      size: number,
      filters?: WorkFilters,
    ) {
      const scope = scopeCondition(scopes);
      if (!scope) return { rows: [], total: 0 };
      const where = and(scope, assignmentCondition(assignment, userId));
      if (filters && (filters.search || filters.daysRemaining)) {
        return filteredPage(userId, where!, page, size, filters);
      }
      const slices = authoritySlices(scopes);
      const counted = countedTotalCondition(scopes, assignment, userId);
      const slice = (condition: SQL) =>
        db
          .select(pageColumns)
          .from(requestTasks)
          .where(and(condition, assignmentCondition(assignment, userId)))
          .orderBy(...newestFirst())
          .limit(page * size + size);
      // Pick the page (ids) from the task table alone, then read the task and join the details for
      // those rows only: every visible task would otherwise be read and joined before the sort.
      const pageOfTasks = db.$with('page_of_tasks').as(
        slices && slices.length > 1
          ? unionAll(slice(slices[0]!), slice(slices[1]!), ...slices.slice(2).map(slice))
              .orderBy(...newestFirst())
              .limit(size)
              .offset(page * size)
          : db
              .select(pageColumns)
              .from(requestTasks)
              .where(where)
              .orderBy(...newestFirst())
              .limit(size)
              .offset(page * size),
      );
      const [rows, totals] = await Promise.all([
        pageDetails(pageOfTasks, userId).orderBy(desc(pageOfTasks.startDate), desc(pageOfTasks.id)),
        counted
          ? db
              .select({ total: sql<number>`coalesce(sum(${requestTaskCounts.openTasks}), 0)::int` })
              .from(requestTaskCounts)
              .where(counted)
          : db.select({ total: count() }).from(requestTasks).where(where),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },
  };
}
