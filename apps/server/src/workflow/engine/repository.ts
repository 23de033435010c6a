import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { violatesForeignKey } from '../../platform/db/faults';
import { preparedPerExecutor } from '../../platform/db/prepared';
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

// The task page's read, built once per executor: every GET /tasks/{id} runs it.
const taskForViewerQuery = preparedPerExecutor((executor) =>
  executor
    .select({
      task: requestTasks,
      request: requests,
      visited: sql<boolean>`${requestTaskVisits.taskId} is not null`,
      assignee: { firstName: users.firstName, lastName: users.lastName },
      accountName: accounts.name,
    })
    .from(requestTasks)
    .innerJoin(requests, eq(requests.id, requestTasks.requestId))
    .leftJoin(accounts, eq(accounts.id, requests.accountId))
    .leftJoin(
      requestTaskVisits,
      and(
        eq(requestTaskVisits.taskId, requestTasks.id),
        eq(requestTaskVisits.userId, sql.placeholder('viewerId')),
      ),
    )
    .leftJoin(users, eq(users.id, requestTasks.assignee))
    .where(eq(requestTasks.id, sql.placeholder('taskId')))
    .prepare('task_for_viewer'),
);

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

    /** The task with its request, in one round trip: every task action and task page needs both. */
    async taskWithRequest(taskId: number): Promise<{ task: TaskRow; request: RequestRow } | undefined> {
      const [row] = await executor
        .select({ task: requestTasks, request: requests })
        .from(requestTasks)
        .innerJoin(requests, eq(requests.id, requestTasks.requestId))
        .where(eq(requestTasks.id, taskId));
      return row;
    },

    /**
     * What the task page needs in one round trip: the task, its request, whether `viewerId` has opened
     * it before, and its assignee's name.
     */
    async taskForViewer(taskId: number, viewerId: string) {
      const [row] = await taskForViewerQuery(executor).execute({ taskId, viewerId });
      return row;
    },

    /** The request of a task that has completed (moved to history), or undefined: it never existed or was cancelled. */
    async completedTaskRequest(taskId: number): Promise<RequestRow | undefined> {
      const [row] = await executor
        .select({ request: requests })
        .from(requestTaskHistory)
        .innerJoin(requests, eq(requests.id, requestTaskHistory.requestId))
        .where(eq(requestTaskHistory.id, taskId));
      return row?.request;
    },

    /** Only the task's version (its ETag), not its payload: undefined when the task is gone. */
    async taskVersion(taskId: number): Promise<number | undefined> {
      const [task] = await executor
        .select({ version: requestTasks.version })
        .from(requestTasks)
        .where(eq(requestTasks.id, taskId));
      return task?.version;
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
     * Optimistic lock: claims this version of the task, answering its new version. A concurrent action on
     * the same task waits on the row, then finds the version moved on (or the task gone): undefined, and
     * it changes nothing. With a payload, a plain save writes it in the same statement (one UPDATE, so
     * one run of the row's triggers).
     */
    async claimVersion(
      task: Pick<TaskRow, 'id' | 'version'>,
      payload?: Record<string, unknown>,
    ): Promise<number | undefined> {
      const [claimed] = await executor
        .update(requestTasks)
        .set({ ...(payload ? { payload } : {}), version: sql`${requestTasks.version} + 1` })
        .where(and(eq(requestTasks.id, task.id), eq(requestTasks.version, task.version)))
        .returning({ version: requestTasks.version });
      return claimed?.version;
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

    /** Records that the user opened the task (clears the dashboard's "New"); `taskForViewer` says if they had. */
    async recordVisit(taskId: number, userId: string): Promise<void> {
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
