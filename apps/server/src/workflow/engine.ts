import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db';
import {
  accounts,
  requestActions,
  requests,
  requestTaskHistory,
  requestTasks,
  requestTaskVisits,
  storedFiles,
  users,
} from '../platform/db/schema';
import type { Files } from '../platform/files';
import type { UploadedFile } from '../platform/http/multipart';
import { ApiError } from '../platform/http/errors';
import { composeMail, enqueueMail, type MailContext } from '../platform/mail/mail';
import type { CompanyInformationService } from '../platform/company-information';
import type { UserContext } from '../domain/current-user';
import { requestAuthority } from '../domain/account-access';
import { taskTypeRules } from '../domain/permissions';
import {
  assigneePointer,
  candidateAssignees,
  defaultAssignee,
  isSupportingTask,
  type Candidate,
} from './assignment';
import { taskTypeNames, type RequestCreateActionType, type RequestTaskActionType } from './catalogue';
import { assertMayCreate } from './create-permissions';
import type { Actor, RequestRow, RequestTypeDefinition, TaskRow, WorkflowStep } from './definition';
import { createRegistry, requestTypeDefinitions } from './registry';
import { zodIssuesToFormErrors } from './validation';
import type { ValidityWindows } from './validity-windows';

export interface WorkflowServices {
  companyInformation: CompanyInformationService;
  validityWindows: ValidityWindows;
}

export interface WorkflowEngineOptions {
  db: Database;
  mail: { context: MailContext; kick(): void };
  services: WorkflowServices;
  /** Task attachments are stored through the files platform (kind ATTACHMENT). */
  files: Files;
  now?: () => Date;
  /**
   * The workflows run: the service's registry unless given. Tests pass the registry plus a small
   * definition of their own to exercise rules no registered workflow uses yet (task attachments).
   */
  definitions?: readonly RequestTypeDefinition[];
}

declare module './definition' {
  interface WorkflowStep {
    readonly services: WorkflowServices;
  }
}

export type WorkflowEngine = ReturnType<typeof createWorkflowEngine>;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A task's owner role may view it with the task type's view permission, on its account or CA. */
export function taskAuthority(context: UserContext, request: RequestRow, task: Pick<TaskRow, 'type'>) {
  const rule = taskTypeRules[task.type];
  if (context.roleType !== rule.roleType) return null;
  const authority = requestAuthority(context, request);
  return authority?.permissions.has(rule.view) ? authority : null;
}

export function createWorkflowEngine(options: WorkflowEngineOptions) {
  const { db, services, files } = options;
  const now = options.now ?? (() => new Date());
  const { definitionForCreateAction, definitionForRequestType, definitionForTaskType } = createRegistry(
    options.definitions ?? requestTypeDefinitions,
  );

  /** The attachments map ({uuid: file name}) a task's payload holds, when its type takes attachments. */
  function attachmentsOf(task: Pick<TaskRow, 'type' | 'payload'>) {
    const definition = definitionForTaskType(task.type)?.tasks[task.type]?.attachments;
    if (!definition) return null;
    const payload = (task.payload ?? {}) as Record<string, unknown>;
    const map = payload[definition.payloadField];
    const attachments =
      typeof map === 'object' && map !== null && !Array.isArray(map) ? (map as Record<string, unknown>) : {};
    return { definition, payload, attachments };
  }

  /**
   * api-behaviour §2.1: when a task completes, the attachments its payload still references become
   * SUBMITTED and the request's PENDING attachments nothing references are deleted. Uploads listed by
   * another open task of the request are kept: that task has not completed yet.
   */
  async function settleTaskAttachments(tx: Executor, task: TaskRow) {
    const own = attachmentsOf(task);
    if (!own) return;
    // Only well-formed ids reach the uuid column: a payload is the user's data.
    const referenced = (own.definition.referenced?.(own.payload) ?? Object.keys(own.attachments)).filter(
      isUuid,
    );
    const otherTasks = await tx
      .select({ type: requestTasks.type, payload: requestTasks.payload })
      .from(requestTasks)
      .where(and(eq(requestTasks.requestId, task.requestId), ne(requestTasks.id, task.id)));
    const kept = [
      ...referenced,
      ...otherTasks.flatMap((other) => Object.keys(attachmentsOf(other)?.attachments ?? {}).filter(isUuid)),
    ];
    const ofRequest = and(eq(storedFiles.kind, 'ATTACHMENT'), eq(storedFiles.requestId, task.requestId));
    if (referenced.length > 0) {
      await tx
        .update(storedFiles)
        .set({ status: 'SUBMITTED', lastUpdatedOn: now() })
        .where(and(ofRequest, inArray(storedFiles.uuid, referenced)));
    }
    await tx
      .delete(storedFiles)
      .where(
        and(
          ofRequest,
          eq(storedFiles.status, 'PENDING'),
          ...(kept.length > 0 ? [notInArray(storedFiles.uuid, kept)] : []),
        ),
      );
  }

  async function actorOf(executor: Executor, context: UserContext): Promise<Actor> {
    const [user] = await executor
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, context.userId));
    if (!user) throw new ApiError('FORBIDDEN');
    return {
      context,
      userId: context.userId,
      fullName: `${user.firstName} ${user.lastName}`,
      email: user.email,
    };
  }

  async function assignTo(tx: Executor, request: RequestRow, task: TaskRow, assignee: Candidate | null) {
    await tx
      .update(requestTasks)
      .set({ assignee: assignee?.id ?? null })
      .where(eq(requestTasks.id, task.id));
    task.assignee = assignee?.id ?? null;
    const pointer = assigneePointer(task.type);
    const payload = { ...((request.payload ?? {}) as Record<string, unknown>) };
    if (assignee) payload[pointer] = assignee.id;
    else delete payload[pointer];
    await tx.update(requests).set({ payload }).where(eq(requests.id, request.id));
    request.payload = payload;
    if (!assignee) return;
    await enqueueMail(
      tx,
      composeMail(options.mail.context, {
        template: 'EmailAssignedTask',
        to: assignee.email,
        subject: 'A new task has been assigned to you',
        paragraphs: [
          `Dear ${assignee.firstName} ${assignee.lastName},`,
          `The task "${taskTypeNames[task.type]}" for ${request.id} has been assigned to you.`,
          `Sign in to see it: ${options.mail.context.homeUrl}tasks/${task.id}`,
        ],
        personalisation: { taskName: taskTypeNames[task.type], requestId: request.id },
      }),
    );
  }

  /**
   * Gives the task to a user, and, as the reference does, the role's other non-supporting tasks on the
   * same request to the same user.
   */
  async function assignWithSiblings(tx: Executor, request: RequestRow, task: TaskRow, assignee: Candidate) {
    await assignTo(tx, request, task, assignee);
    if (isSupportingTask(task.type)) return;
    const siblings = await tx.select().from(requestTasks).where(eq(requestTasks.requestId, request.id));
    for (const sibling of siblings) {
      if (sibling.id === task.id || isSupportingTask(sibling.type)) continue;
      if (taskTypeRules[sibling.type].roleType !== taskTypeRules[task.type].roleType) continue;
      if (sibling.assignee === assignee.id) continue;
      await assignTo(tx, request, sibling, assignee);
    }
  }

  function stepFor(tx: Executor, actor: Actor): WorkflowStep {
    const at = now();
    return {
      tx,
      actor,
      now: at,
      services,
      async createRequest(input) {
        const [row] = await tx
          .insert(requests)
          .values({
            id: input.id,
            type: input.type,
            status: 'IN_PROGRESS',
            accountId: input.accountId,
            competentAuthority: input.competentAuthority,
            payload: input.payload,
            metadata: input.metadata ?? null,
            creationDate: at,
            submissionDate: input.submissionDate ?? null,
          })
          .returning();
        if (!row) throw new Error('request insert returned nothing');
        return row;
      },
      async createTask(request, type, payload) {
        const [task] = await tx
          .insert(requestTasks)
          .values({
            requestId: request.id,
            type,
            accountId: request.accountId,
            competentAuthority: request.competentAuthority,
            payload,
            startDate: at,
          })
          .returning();
        if (!task) throw new Error('task insert returned nothing');
        const assignee = await defaultAssignee(tx, request, type);
        await assignTo(tx, request, task, assignee);
        return task;
      },
      async saveTaskPayload(task, payload) {
        await tx.update(requestTasks).set({ payload }).where(eq(requestTasks.id, task.id));
        task.payload = payload;
      },
      async completeTask(task) {
        await settleTaskAttachments(tx, task);
        await tx.insert(requestTaskHistory).values({
          id: task.id,
          requestId: task.requestId,
          type: task.type,
          assignee: task.assignee,
          startDate: task.startDate,
          endDate: at,
          payload: task.payload,
        });
        await tx.delete(requestTaskVisits).where(eq(requestTaskVisits.taskId, task.id));
        await tx.delete(requestTasks).where(eq(requestTasks.id, task.id));
      },
      async deleteTask(task) {
        await tx.delete(requestTaskVisits).where(eq(requestTaskVisits.taskId, task.id));
        await tx.delete(requestTasks).where(eq(requestTasks.id, task.id));
      },
      async recordAction(request, type, payload, recordOptions = {}) {
        await tx.insert(requestActions).values({
          requestId: request.id,
          type,
          payload,
          submitterId: recordOptions.bySystem ? null : actor.userId,
          submitter: recordOptions.bySystem ? null : actor.fullName,
          creationDate: at,
        });
      },
      async updateRequestPayload(request, payload) {
        await tx.update(requests).set({ payload }).where(eq(requests.id, request.id));
        request.payload = payload;
      },
      async endRequest(request, status) {
        const definition = definitionForRequestType(request.type);
        const finalStatus = status ?? (request.status === 'IN_PROGRESS' ? 'COMPLETED' : request.status);
        await tx
          .update(requests)
          .set({
            status: finalStatus,
            endDate: at,
            ...(definition?.holdHistory === false ? { payload: null } : {}),
          })
          .where(eq(requests.id, request.id));
        request.status = finalStatus;
      },
      async mail(input) {
        await enqueueMail(tx, composeMail(options.mail.context, input));
      },
    };
  }

  async function runInTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    options.mail.kick();
    return result;
  }

  return {
    /** POST /requests: validates the create action and starts its workflow. */
    async createRequest(
      context: UserContext,
      accountId: number | undefined,
      actionType: RequestCreateActionType,
      rawPayload: unknown,
    ): Promise<{ requestId: string }> {
      const definition = definitionForCreateAction(actionType);
      if (!definition) throw new ApiError('REQUEST_CREATE_ACTION1000', [{ valid: false }]);
      const parsed = definition.createPayloadSchema.safeParse(rawPayload);
      if (!parsed.success) throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error));
      if (definition.needsAccount !== (accountId !== undefined)) {
        throw new ApiError('REQUEST_CREATE_ACTION1000', [{ valid: false }]);
      }
      return runInTransaction(async (tx) => {
        let account = null;
        if (accountId !== undefined) {
          // Held until commit, so two starts on one account cannot both pass the checks.
          [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
          if (!account) throw new ApiError('FORBIDDEN');
          // Membership of the account and the action's REQUEST_CREATE permission (create-permissions.ts).
          assertMayCreate(context, actionType, account);
          const result = await definition.validateCreate?.(tx, account, now());
          if (result && !result.valid) throw new ApiError('REQUEST_CREATE_ACTION1000', [result]);
        }
        const actor = await actorOf(tx, context);
        const requestId = await definition.start(stepFor(tx, actor), {
          account: account ?? null,
          payload: parsed.data,
        });
        return { requestId };
      });
    },

    /** POST /tasks/actions: the assignee runs one of the task type's actions. */
    async processTaskAction(
      context: UserContext,
      taskId: number,
      actionType: RequestTaskActionType,
      rawPayload: unknown,
    ): Promise<void> {
      await runInTransaction(async (tx) => {
        const [task] = await tx.select().from(requestTasks).where(eq(requestTasks.id, taskId));
        if (!task) throw new ApiError('NOTFOUND1001');
        const [request] = await tx.select().from(requests).where(eq(requests.id, task.requestId));
        if (!request) throw new ApiError('NOTFOUND1001');
        // The reference's rule: the task type's execute permission in scope (else 403), then the assignee.
        const authority = taskAuthority(context, request, task);
        if (!authority?.permissions.has(taskTypeRules[task.type].execute)) throw new ApiError('FORBIDDEN');
        if (task.assignee !== context.userId) throw new ApiError('REQUEST_TASK_ACTION1001');
        const action = definitionForTaskType(task.type)?.tasks[task.type]?.actions[actionType];
        if (!action) throw new ApiError('REQUEST_TASK_ACTION1000');
        const parsed = action.payloadSchema.safeParse(rawPayload);
        if (!parsed.success) throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error));
        // Optimistic lock: claim this version of the task first. A concurrent action on the same task
        // waits on the row, then finds the version moved on (or the task gone) and fails, changing nothing.
        const claimed = await tx
          .update(requestTasks)
          .set({ version: sql`${requestTasks.version} + 1` })
          .where(and(eq(requestTasks.id, task.id), eq(requestTasks.version, task.version)))
          .returning({ version: requestTasks.version });
        if (claimed.length === 0) throw new ApiError('REQUEST_TASK_ACTION1000');
        const actor = await actorOf(tx, context);
        await action.handle(stepFor(tx, actor), { request, task, payload: parsed.data as never });
      });
    },

    /** POST /tasks-assignment/assign. */
    async assign(context: UserContext, taskId: number, userId: string): Promise<void> {
      await runInTransaction(async (tx) => {
        const { request, task } = await lockTaskForAssignment(tx, context, taskId);
        const candidate = (await candidateAssignees(tx, request, task.type)).find(
          (user) => user.id === userId,
        );
        if (!candidate) throw new ApiError('ITEM1000');
        await assignWithSiblings(tx, request, task, candidate);
      });
    },

    /** DELETE /tasks-assignment/release/{taskId}: not for operator tasks, which must always have someone. */
    async release(context: UserContext, taskId: number): Promise<void> {
      await runInTransaction(async (tx) => {
        const { request, task } = await lockTaskForAssignment(tx, context, taskId, 'release');
        await assignTo(tx, request, task, null);
      });
    },

    /** Candidates for the task itself, or for another task type of the same request. */
    async candidates(context: UserContext, taskId: number, taskType?: TaskRow['type']) {
      // Seeing the task is enough to see who could take it (the reference's view rule).
      const { request, task, authority } = await loadVisibleTask(db, context, taskId);
      if (taskType !== undefined && !authority.permissions.has(taskTypeRules[task.type].execute)) {
        throw new ApiError('FORBIDDEN');
      }
      const users = await candidateAssignees(db, request, taskType ?? task.type);
      return users.map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
    },

    /** The task view of GET /tasks/{id}; records the visit that clears the dashboard's "New". */
    async taskView(context: UserContext, taskId: number) {
      const { request, task, authority } = await loadVisibleTask(db, context, taskId);
      const [visited] = await db
        .select({ taskId: requestTaskVisits.taskId })
        .from(requestTaskVisits)
        .where(and(eq(requestTaskVisits.taskId, task.id), eq(requestTaskVisits.userId, context.userId)));
      if (!visited) {
        await db
          .insert(requestTaskVisits)
          .values({ taskId: task.id, userId: context.userId })
          .onConflictDoNothing();
      }
      const typeDefinition = definitionForTaskType(task.type)?.tasks[task.type];
      const canExecute =
        task.assignee === context.userId && authority.permissions.has(taskTypeRules[task.type].execute);
      let assigneeFullName: string | undefined;
      if (task.assignee) {
        const [assignee] = await db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, task.assignee));
        if (assignee) assigneeFullName = `${assignee.firstName} ${assignee.lastName}`;
      }
      return {
        request,
        task,
        assignable: typeDefinition?.assignable ?? false,
        assigneeFullName,
        allowedRequestTaskActions: canExecute
          ? (Object.keys(typeDefinition?.actions ?? {}) as RequestTaskActionType[])
          : [],
        userAssignCapable: authority.permissions.has('PERM_TASK_ASSIGNMENT'),
      };
    },

    // ---- Task attachments (POST /task-attachments/upload, GET /task-attachments/{taskId}) ----

    /**
     * Stores a file for the task (PENDING, kind ATTACHMENT, on the task's request) and lists it in the
     * payload's attachments map. Checked as task actions are, before the file is read: the execute
     * permission (403), the assignee (REQUEST_TASK_ACTION1001), then the action must be the task type's
     * upload action (REQUEST_TASK_ACTION1000).
     */
    async uploadTaskAttachment(
      context: UserContext,
      taskId: number,
      actionType: RequestTaskActionType,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ uuid: string }> {
      const checkCaller = async (executor: Executor) => {
        const visible = await loadVisibleTask(executor, context, taskId);
        const { task } = visible;
        assertMayExecute(context, task, visible);
        const attachments = attachmentsOf(task);
        if (!attachments || attachments.definition.action !== actionType) {
          throw new ApiError('REQUEST_TASK_ACTION1000');
        }
        return { task, attachments };
      };
      const { task } = await checkCaller(db);
      const file = await readFile();
      const { uuid } = await files.upload({
        kind: 'ATTACHMENT',
        fileName: file.name,
        bytes: file.content,
        createdBy: context.userId,
        requestId: task.requestId,
      });
      try {
        await runInTransaction(async (tx) => {
          // The task may have moved on while the file was scanned: lock it and check again.
          await tx
            .select({ id: requestTasks.id })
            .from(requestTasks)
            .where(eq(requestTasks.id, taskId))
            .for('update');
          const { task: current, attachments } = await checkCaller(tx);
          const names = await files.namesOf(tx, [uuid], { kind: 'ATTACHMENT', requestId: current.requestId });
          const payload = {
            ...attachments.payload,
            [attachments.definition.payloadField]: { ...attachments.attachments, ...names },
          };
          // A new version, so an action prepared against the payload without this file cannot overwrite it.
          await tx
            .update(requestTasks)
            .set({ payload, version: sql`${requestTasks.version} + 1` })
            .where(eq(requestTasks.id, current.id));
        });
      } catch (error) {
        await files.remove(db, [uuid]);
        throw error;
      }
      return { uuid };
    },

    /** A download token for an attachment the task's payload lists, for anyone who may view the task. */
    async taskAttachmentToken(context: UserContext, taskId: number, attachmentUuid: string) {
      const { task } = await loadVisibleTask(db, context, taskId);
      const listed = attachmentsOf(task)?.attachments ?? {};
      if (!Object.hasOwn(listed, attachmentUuid)) throw new ApiError('NOTFOUND1001');
      const file = await files.read(attachmentUuid);
      if (!file || file.kind !== 'ATTACHMENT' || file.requestId !== task.requestId) {
        throw new ApiError('NOTFOUND1001');
      }
      return files.downloadToken(attachmentUuid, 'ATTACHMENT');
    },
  };

  /** The rule of task actions: the task type's execute permission in scope (else 403), then the assignee. */
  function assertMayExecute(
    context: UserContext,
    task: TaskRow,
    visible: { authority: NonNullable<ReturnType<typeof taskAuthority>> },
  ) {
    if (!visible.authority.permissions.has(taskTypeRules[task.type].execute)) throw new ApiError('FORBIDDEN');
    if (task.assignee !== context.userId) throw new ApiError('REQUEST_TASK_ACTION1001');
  }

  async function loadVisibleTask(executor: Executor, context: UserContext, taskId: number) {
    const [task] = await executor.select().from(requestTasks).where(eq(requestTasks.id, taskId));
    if (!task) throw new ApiError('NOTFOUND1001');
    const [request] = await executor.select().from(requests).where(eq(requests.id, task.requestId));
    if (!request) throw new ApiError('NOTFOUND1001');
    const authority = taskAuthority(context, request, task);
    if (!authority) throw new ApiError('FORBIDDEN');
    return { request, task, authority };
  }

  async function lockTaskForAssignment(
    tx: Executor,
    context: UserContext,
    taskId: number,
    purpose: 'assign' | 'release' = 'assign',
  ) {
    const [task] = await tx.select().from(requestTasks).where(eq(requestTasks.id, taskId)).for('update');
    if (!task) throw new ApiError('NOTFOUND1001');
    const { request, authority } = await loadVisibleTask(tx, context, taskId);
    if (!authority.permissions.has('PERM_TASK_ASSIGNMENT')) throw new ApiError('FORBIDDEN');
    // Operator tasks must always have someone on them.
    if (purpose === 'release' && taskTypeRules[task.type].roleType === 'OPERATOR')
      throw new ApiError('ITEM1000');
    if (!definitionForTaskType(task.type)?.tasks[task.type]?.assignable) throw new ApiError('ITEM1001');
    return { request, task };
  }
}
