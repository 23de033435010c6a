import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db';
import { accounts, requests, requestTasks, requestTaskVisits, users } from '../../platform/db/schema';
import { ApiError, errorResponseSchema } from '../../platform/http/errors';
import type { WorkflowEngine } from '../../workflow/engine';
import { requestAuthority } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';
import { itemsResponseSchema, type ItemDto, type ItemsResponse } from './schemas';
import { daysRemaining } from './service';

const requestIdParamsSchema = z.object({ requestId: z.string().min(1).max(64).describe('The request id') });

/**
 * The open tasks of one request the caller may view, in the dashboard's item shape, newest first. A
 * request the caller is not a member of, or that does not exist, is a 403 (ids cannot be probed).
 */
export async function requestItems(
  db: Database,
  workflow: Pick<WorkflowEngine, 'tables' | 'taskAuthority' | 'taskDueDate'>,
  context: UserContext,
  requestId: string,
): Promise<ItemsResponse> {
  const [request] = await db.select().from(requests).where(eq(requests.id, requestId));
  if (!request || !requestAuthority(context, request)) throw new ApiError('FORBIDDEN');
  const rows = await db
    .select({
      task: requestTasks,
      accountName: accounts.name,
      accountOrganisationId: accounts.organisationId,
      accountRegistrationNumber: accounts.registrationNumber,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
      visitedBy: requestTaskVisits.userId,
    })
    .from(requestTasks)
    .leftJoin(accounts, eq(accounts.id, requestTasks.accountId))
    .leftJoin(users, eq(users.id, requestTasks.assignee))
    .leftJoin(
      requestTaskVisits,
      and(eq(requestTaskVisits.taskId, requestTasks.id), eq(requestTaskVisits.userId, context.userId)),
    )
    .where(eq(requestTasks.requestId, requestId))
    .orderBy(desc(requestTasks.startDate), desc(requestTasks.id));
  // Only the tasks of the caller's role type that their permissions let them view.
  const items = rows
    .filter((row) => workflow.taskAuthority(context, request, row.task) !== null)
    .map((row): ItemDto => {
      const { task } = row;
      const item: ItemDto = {
        creationDate: task.startDate.toISOString(),
        requestId: request.id,
        requestType: request.type,
        taskId: task.id,
        taskType: task.type,
        competentAuthority: task.competentAuthority,
        isNew: row.visitedBy === null,
      };
      if (row.assigneeFirstName !== null && row.assigneeLastName !== null) {
        item.taskAssignee = { firstName: row.assigneeFirstName, lastName: row.assigneeLastName };
        item.taskAssigneeType = workflow.tables.task(task.type).roleType;
      }
      const remaining = daysRemaining(task.dueDate ?? workflow.taskDueDate(request.type), task.pauseDate);
      if (remaining !== undefined) item.daysRemaining = remaining;
      if (task.accountId !== null) item.accountId = task.accountId;
      if (row.accountName !== null) item.accountName = row.accountName;
      if (row.accountOrganisationId !== null) item.accountOrganisationId = row.accountOrganisationId;
      if (row.accountRegistrationNumber !== null)
        item.accountRegistrationNumber = row.accountRegistrationNumber;
      return item;
    });
  return { items, totalItems: items.length };
}

export const requestItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:requestId',
    {
      schema: {
        operationId: 'getItemsByRequest',
        tags: ['Request items'],
        summary: 'Retrieves the items by request',
        params: requestIdParamsSchema,
        response: {
          200: itemsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      requestItems(app.db, app.workflow, await app.userContext(request.userId), request.params.requestId),
  );
};
