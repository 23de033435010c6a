import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { accounts, requests, requestTasks, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { accountAccess, requestAuthority } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';
import type { RequestCategory, RequestType } from '../../workflow/catalogue';
import type { RequestRow } from '../../workflow/definition';
import type { WorkflowEngine } from '../../workflow/engine';

export interface RequestSearch {
  accountId: number;
  requestTypes?: RequestType[] | undefined;
  requestStatuses?: RequestRow['status'][] | undefined;
  category: RequestCategory;
  pageNumber: number;
  pageSize: number;
}

function toDetails(row: RequestRow) {
  return {
    id: row.id,
    requestType: row.type,
    requestStatus: row.status,
    creationDate: row.creationDate.toISOString().slice(0, 10),
    ...(row.accountId === null ? {} : { accountId: row.accountId }),
    ...(row.metadata ? { requestMetadata: row.metadata as Record<string, unknown> } : {}),
  };
}

/** Reads of requests, for the workflows the engine runs (its tables decide categories and starts). */
export function requestReadService(
  db: Database,
  workflow: Pick<WorkflowEngine, 'tables' | 'availableWorkflows'>,
) {
  /**
   * The request if the caller is a member (an authority on its account, or on its competent authority
   * for regulators). An unknown id is a 403 as well, so request ids cannot be probed.
   */
  async function memberRequest(context: UserContext, requestId: string): Promise<RequestRow> {
    const [request] = await db.select().from(requests).where(eq(requests.id, requestId));
    if (!request || !requestAuthority(context, request)) throw new ApiError('FORBIDDEN');
    return request;
  }

  /**
   * For a regulator, the running request's open operator tasks and who holds them (`operatorTasks`, not in
   * the reference): /items shows a regulator only their own tasks, so without it a report returned for
   * changes looks as if nobody had it. Operators' names are what regulators already see on the account.
   */
  async function operatorTasksFor(context: UserContext, request: RequestRow) {
    if (context.roleType !== 'REGULATOR' || request.status !== 'IN_PROGRESS') return {};
    const rows = await db
      .select({ taskType: requestTasks.type, firstName: users.firstName, lastName: users.lastName })
      .from(requestTasks)
      .leftJoin(users, eq(users.id, requestTasks.assignee))
      .where(eq(requestTasks.requestId, request.id))
      .orderBy(requestTasks.id);
    const operatorTasks = rows
      .filter((row) => workflow.tables.task(row.taskType).roleType === 'OPERATOR')
      .map(({ taskType, firstName, lastName }) => ({
        taskType,
        ...(firstName !== null && lastName !== null
          ? { assigneeFullName: `${firstName} ${lastName}`.trim() }
          : {}),
      }));
    return operatorTasks.length > 0 ? { operatorTasks } : {};
  }

  return {
    memberRequest,

    async details(context: UserContext, requestId: string) {
      const request = await memberRequest(context, requestId);
      return { ...toDetails(request), ...(await operatorTasksFor(context, request)) };
    },

    /** The account's workflows of one category, newest first. */
    async search(context: UserContext, criteria: RequestSearch) {
      await accountAccess(db, context, criteria.accountId);
      let types = workflow.tables.requestTypesIn(criteria.category);
      if (criteria.requestTypes && criteria.requestTypes.length > 0) {
        const wanted = new Set(criteria.requestTypes);
        types = types.filter((type) => wanted.has(type));
      }
      if (types.length === 0) return { requestDetails: [], total: 0 };
      const where = and(
        eq(requests.accountId, criteria.accountId),
        inArray(requests.type, types),
        criteria.requestStatuses && criteria.requestStatuses.length > 0
          ? inArray(requests.status, criteria.requestStatuses)
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(requests)
          .where(where)
          .orderBy(desc(requests.creationDate), desc(requests.id))
          .limit(criteria.pageSize)
          .offset(criteria.pageNumber * criteria.pageSize),
        db.select({ total: count() }).from(requests).where(where),
      ]);
      return { requestDetails: rows.map(toDetails), total: totals[0]?.total ?? 0 };
    },

    /** What the caller may start on the account, each with the workflow's verdict on it. */
    async accountWorkflows(context: UserContext, accountId: number) {
      const { account } = await accountAccess(db, context, accountId);
      return workflow.availableWorkflows.onAccount(db, context, account);
    },

    /** The regulator's re-initiation of a reporting request, when built and permitted. */
    async relatedWorkflows(context: UserContext, requestId: string) {
      const request = await memberRequest(context, requestId);
      if (request.accountId === null) return {};
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.accountId));
      return account ? workflow.availableWorkflows.forRequest(db, context, request, account) : {};
    },
  };
}
