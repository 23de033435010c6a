import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accounts, requestTasks, requestTaskVisits, requests, users } from '../../platform/db/schema';
import type { RequestTaskType } from '../shared/permissions';

/** Where a user may see tasks: task types per account (operators) or per competent authority (regulators). */
export interface TaskScope {
  accountId?: number;
  competentAuthority?: string;
  taskTypes: RequestTaskType[];
}

export type Assignment = 'assigned-to-me' | 'assigned-to-others' | 'unassigned';

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

export function itemsRepository(db: Executor) {
  return {
    async page(userId: string, scopes: TaskScope[], assignment: Assignment, page: number, size: number) {
      const scope = scopeCondition(scopes);
      if (!scope) return { rows: [], total: 0 };
      const where = and(scope, assignmentCondition(assignment, userId));
      // Pick the page from the task table alone, then join the details for those rows only: every
      // visible task would otherwise be joined before the sort.
      const pageOfTasks = db.$with('page_of_tasks').as(
        db
          .select({
            id: requestTasks.id,
            type: requestTasks.type,
            requestId: requestTasks.requestId,
            accountId: requestTasks.accountId,
            competentAuthority: requestTasks.competentAuthority,
            assignee: requestTasks.assignee,
            startDate: requestTasks.startDate,
            dueDate: requestTasks.dueDate,
            pauseDate: requestTasks.pauseDate,
          })
          .from(requestTasks)
          .where(where)
          .orderBy(desc(requestTasks.startDate), desc(requestTasks.id))
          .limit(size)
          .offset(page * size),
      );
      const [rows, totals] = await Promise.all([
        db
          .with(pageOfTasks)
          .select({
            taskId: pageOfTasks.id,
            taskType: pageOfTasks.type,
            startDate: pageOfTasks.startDate,
            dueDate: pageOfTasks.dueDate,
            pauseDate: pageOfTasks.pauseDate,
            requestId: requests.id,
            requestType: requests.type,
            competentAuthority: pageOfTasks.competentAuthority,
            accountId: accounts.id,
            accountName: accounts.name,
            accountOrganisationId: accounts.organisationId,
            accountRegistrationNumber: accounts.registrationNumber,
            assigneeFirstName: users.firstName,
            assigneeLastName: users.lastName,
            visited: sql<boolean>`${requestTaskVisits.taskId} is not null`,
          })
          .from(pageOfTasks)
          .innerJoin(requests, eq(requests.id, pageOfTasks.requestId))
          .leftJoin(accounts, eq(accounts.id, pageOfTasks.accountId))
          .leftJoin(users, eq(users.id, pageOfTasks.assignee))
          .leftJoin(
            requestTaskVisits,
            and(eq(requestTaskVisits.taskId, pageOfTasks.id), eq(requestTaskVisits.userId, userId)),
          )
          .orderBy(desc(pageOfTasks.startDate), desc(pageOfTasks.id)),
        db.select({ total: count() }).from(requestTasks).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
