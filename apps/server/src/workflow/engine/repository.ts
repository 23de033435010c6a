import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { violatesForeignKey } from '../../platform/db/faults';
import { ApiError } from '../../platform/http/errors';
import {
  accounts,
  requestActions,
  requests,
  requestTaskHistory,
  requestTasks,
  requestTaskVisits,
  users,
} from '../../platform/db/schema';
import type { RequestActionType, RequestStatus } from '../catalogue';
import type { AccountRow, RequestRow, TaskRow } from '../definition';

/** The workflow aggregate's rows (request, its tasks, history, visits and timeline) on one executor. */
export function workflowRepository(executor: Executor) {
  async function deleteTask(taskId: number): Promise<void> {
    await executor.delete(requestTaskVisits).where(eq(requestTaskVisits.taskId, taskId));
    await executor.delete(requestTasks).where(eq(requestTasks.id, taskId));
  }

  return {
    async task(taskId: number, options: { lock?: boolean } = {}): Promise<TaskRow | undefined> {
      const query = executor.select().from(requestTasks).where(eq(requestTasks.id, taskId));
      const [task] = options.lock ? await query.for('update') : await query;
      return task;
    },

    async request(requestId: string): Promise<RequestRow | undefined> {
      const [request] = await executor.select().from(requests).where(eq(requests.id, requestId));
      return request;
    },

    async tasksOf(requestId: string): Promise<TaskRow[]> {
      return executor.select().from(requestTasks).where(eq(requestTasks.requestId, requestId));
    },

    /** Held until commit, so two starts on one account cannot both pass their checks. */
    async lockAccount(accountId: number): Promise<AccountRow | undefined> {
      const [account] = await executor
        .select()
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      return account;
    },

    async person(userId: string) {
      const [user] = await executor
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    async insertRequest(values: typeof requests.$inferInsert): Promise<RequestRow> {
      const [row] = await executor.insert(requests).values(values).returning();
      if (!row) throw new Error('request insert returned nothing');
      return row;
    },

    async insertTask(values: typeof requestTasks.$inferInsert): Promise<TaskRow> {
      const [task] = await executor.insert(requestTasks).values(values).returning();
      if (!task) throw new Error('task insert returned nothing');
      return task;
    },

    async setAssignee(taskId: number, assignee: string | null): Promise<void> {
      await executor.update(requestTasks).set({ assignee }).where(eq(requestTasks.id, taskId));
    },

    async setTaskPayload(
      taskId: number,
      payload: Record<string, unknown>,
      options: { newVersion?: boolean } = {},
    ) {
      await executor
        .update(requestTasks)
        .set({ payload, ...(options.newVersion ? { version: sql`${requestTasks.version} + 1` } : {}) })
        .where(eq(requestTasks.id, taskId));
    },

    /**
     * Optimistic lock: claims this version of the task. A concurrent action on the same task waits on
     * the row, then finds the version moved on (or the task gone): false, and it changes nothing.
     */
    async claimVersion(task: Pick<TaskRow, 'id' | 'version'>): Promise<boolean> {
      const claimed = await executor
        .update(requestTasks)
        .set({ version: sql`${requestTasks.version} + 1` })
        .where(and(eq(requestTasks.id, task.id), eq(requestTasks.version, task.version)))
        .returning({ version: requestTasks.version });
      return claimed.length > 0;
    },

    async setRequestPayload(requestId: string, payload: Record<string, unknown> | null): Promise<void> {
      await executor.update(requests).set({ payload }).where(eq(requests.id, requestId));
    },

    async endRequest(requestId: string, status: RequestStatus, endDate: Date, dropPayload: boolean) {
      await executor
        .update(requests)
        .set({ status, endDate, ...(dropPayload ? { payload: null } : {}) })
        .where(eq(requests.id, requestId));
    },

    async reopenRequest(requestId: string): Promise<void> {
      await executor
        .update(requests)
        .set({ status: 'IN_PROGRESS', endDate: null })
        .where(eq(requests.id, requestId));
    },

    /** The task moves to history; its visits go. */
    async moveToHistory(task: TaskRow, endDate: Date): Promise<void> {
      await executor.insert(requestTaskHistory).values({
        id: task.id,
        requestId: task.requestId,
        type: task.type,
        assignee: task.assignee,
        startDate: task.startDate,
        endDate,
        payload: task.payload,
      });
      await deleteTask(task.id);
    },

    deleteTask,

    async insertAction(values: {
      requestId: string;
      type: RequestActionType;
      payload: Record<string, unknown> | null;
      submitterId: string | null;
      submitter: string | null;
      creationDate: Date;
    }): Promise<void> {
      await executor.insert(requestActions).values(values);
    },

    /** Records that the user opened the task (clears the dashboard's "New"). */
    async recordVisit(taskId: number, userId: string): Promise<void> {
      const [visited] = await executor
        .select({ taskId: requestTaskVisits.taskId })
        .from(requestTaskVisits)
        .where(and(eq(requestTaskVisits.taskId, taskId), eq(requestTaskVisits.userId, userId)));
      if (visited) return;
      await executor
        .insert(requestTaskVisits)
        .values({ taskId, userId })
        .onConflictDoNothing()
        .catch((error: unknown) => {
          // Completed by someone else since it was read: gone, as for any later visitor.
          if (violatesForeignKey(error)) throw new ApiError('NOTFOUND1001');
          throw error;
        });
    },

    /** The request's open tasks of other types, with payloads (attachments of unfinished tasks). */
    async otherTasksOf(
      task: Pick<TaskRow, 'id' | 'requestId'>,
    ): Promise<Pick<TaskRow, 'type' | 'payload'>[]> {
      return executor
        .select({ type: requestTasks.type, payload: requestTasks.payload })
        .from(requestTasks)
        .where(and(eq(requestTasks.requestId, task.requestId), ne(requestTasks.id, task.id)));
    },
  };
}

export type WorkflowRepository = ReturnType<typeof workflowRepository>;
