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

function scopeCondition(scopes: TaskScope[]): SQL | undefined {
  const parts = scopes
    .filter((scope) => scope.taskTypes.length > 0)
    .map((scope) =>
      and(
        scope.accountId !== undefined
          ? eq(requests.accountId, scope.accountId)
          : eq(requests.competentAuthority, scope.competentAuthority as never),
        inArray(requestTasks.type, scope.taskTypes),
      ),
    );
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
      const [rows, totals] = await Promise.all([
        db
          .select({
            taskId: requestTasks.id,
            taskType: requestTasks.type,
            startDate: requestTasks.startDate,
            dueDate: requestTasks.dueDate,
            pauseDate: requestTasks.pauseDate,
            requestId: requests.id,
            requestType: requests.type,
            competentAuthority: requests.competentAuthority,
            accountId: accounts.id,
            accountName: accounts.name,
            accountOrganisationId: accounts.organisationId,
            accountRegistrationNumber: accounts.registrationNumber,
            assigneeFirstName: users.firstName,
            assigneeLastName: users.lastName,
            visited: sql<boolean>`${requestTaskVisits.taskId} is not null`,
          })
          .from(requestTasks)
          .innerJoin(requests, eq(requests.id, requestTasks.requestId))
          .leftJoin(accounts, eq(accounts.id, requests.accountId))
          .leftJoin(users, eq(users.id, requestTasks.assignee))
          .leftJoin(
            requestTaskVisits,
            and(eq(requestTaskVisits.taskId, requestTasks.id), eq(requestTaskVisits.userId, userId)),
          )
          .where(where)
          .orderBy(desc(requestTasks.startDate), desc(requestTasks.id))
          .limit(size)
          .offset(page * size),
        db
          .select({ total: count() })
          .from(requestTasks)
          .innerJoin(requests, eq(requests.id, requestTasks.requestId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
