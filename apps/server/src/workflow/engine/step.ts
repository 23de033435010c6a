import type { Executor } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import { composeMail } from '../../platform/mail/mail';
import type { UserContext } from '../../domain/current-user';
import type { Actor, WorkflowStep } from '../definition';
import { isWithinWindow } from '../validity-windows';
import { candidateAssignees, defaultAssignee, type TaskAssignment } from './assignment';
import { settleTaskAttachments } from './attachments';
import { queueMail, type EngineContext } from './context';
import { workflowRepository } from './repository';
import type { VersionClaim } from './version-claim';

/**
 * The person acting, as the timeline and emails name them (from their context, loaded with their
 * authorities); an unknown user may do nothing.
 */
export function actorOf(context: UserContext): Actor {
  const user = context.person;
  if (!user) throw new ApiError('FORBIDDEN');
  return {
    context,
    userId: context.userId,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
  };
}

/** Makes the WorkflowStep handlers act through: every write on the call's transaction. */
export function stepFactory(context: EngineContext, assignment: TaskAssignment) {
  const { tables } = context;

  /** `claim`: a task action's lock on its task, which a plain save of that task makes with its write. */
  return function stepFor(tx: Executor, actor: Actor, claim?: VersionClaim): WorkflowStep {
    const at = context.now();
    const repository = workflowRepository(tx);
    return {
      tx,
      actor,
      now: at,
      services: context.services,
      taskTypesOf: (roleType) => tables.taskTypesOf(roleType),
      operatorRolePermissions: (code) => tables.permissions.operatorRoles[code].permissions,
      withinValidityWindow: (type, phase) => isWithinWindow(context.windows.get(type), phase, at),
      createRequest: (input) =>
        repository.insertRequest({
          id: input.id,
          type: input.type,
          status: 'IN_PROGRESS',
          accountId: input.accountId,
          competentAuthority: input.competentAuthority,
          payload: input.payload,
          metadata: input.metadata ?? null,
          creationDate: at,
          submissionDate: input.submissionDate ?? null,
        }),
      async createTask(request, type, payload) {
        const task = await repository.insertTask({
          requestId: request.id,
          type,
          accountId: request.accountId,
          competentAuthority: request.competentAuthority,
          payload,
          startDate: at,
        });
        await assignment.assignTo(tx, request, task, await defaultAssignee(tx, tables, request, type));
        return task;
      },
      candidatesFor: (request, type) => candidateAssignees(tx, tables, request, type),
      async saveTaskPayload(task, payload) {
        if (claim?.awaitsSaveOf(task)) await claim.claim(payload);
        else await repository.setTaskPayload(task.id, payload);
        task.payload = payload;
      },
      async completeTask(task) {
        await settleTaskAttachments(tx, tables, task, at);
        await repository.moveToHistory(task, at);
      },
      deleteTask: (task) => repository.deleteTask(task.id),
      recordAction: (request, type, payload, options = {}) =>
        repository.insertAction({
          requestId: request.id,
          type,
          payload,
          submitterId: options.bySystem ? null : actor.userId,
          submitter: options.bySystem ? null : actor.fullName,
          creationDate: at,
        }),
      async updateRequestPayload(request, payload) {
        await repository.setRequestPayload(request.id, payload);
        request.payload = payload;
      },
      async endRequest(request, status) {
        const finalStatus = status ?? (request.status === 'IN_PROGRESS' ? 'COMPLETED' : request.status);
        const dropPayload = tables.definitionOf(request.type)?.holdHistory === false;
        await repository.endRequest(request.id, finalStatus, at, dropPayload);
        request.status = finalStatus;
      },
      async reopenRequest(request) {
        await repository.reopenRequest(request.id);
        request.status = 'IN_PROGRESS';
        request.endDate = null;
      },
      async lockAccount(request) {
        const account =
          request.accountId === null ? undefined : await repository.lockAccount(request.accountId);
        if (!account) throw new Error(`${request.id} has no account`);
        return account;
      },
      mail: (input) => queueMail(tx, composeMail(context.mail.context, input)),
    };
  };
}

export type StepFor = ReturnType<typeof stepFactory>;
