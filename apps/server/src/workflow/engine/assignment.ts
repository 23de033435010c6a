import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accountContacts, authorities, authorityPermissions, users } from '../../platform/db/schema';
import type { RequestTaskType } from '../catalogue';
import type { RequestRow, TaskRow } from '../definition';
import type { WorkflowTables } from '../tables';
import { assignedTaskMail } from './assigned-task-email';
import { queueMail, type EngineContext } from './context';
import { workflowRepository } from './repository';

export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The request payload field that remembers who works on this kind of task. */
export function assigneePointer(
  tables: WorkflowTables,
  type: RequestTaskType,
): 'operatorAssignee' | 'regulatorAssignee' | 'supportingOperator' {
  if (tables.isSupportingTask(type)) return 'supportingOperator';
  return tables.task(type).roleType === 'REGULATOR' ? 'regulatorAssignee' : 'operatorAssignee';
}

/**
 * Users who may be given a task of this type on this request: an ACTIVE authority with the task type's
 * execute permission, on the request's account (operators) or its competent authority (regulators).
 */
export async function candidateAssignees(
  executor: Executor,
  tables: WorkflowTables,
  request: Pick<RequestRow, 'accountId' | 'competentAuthority'>,
  type: RequestTaskType,
): Promise<Candidate[]> {
  const rule = tables.task(type);
  const scope =
    rule.roleType === 'REGULATOR'
      ? eq(authorities.competentAuthority, request.competentAuthority)
      : request.accountId === null
        ? undefined
        : eq(authorities.accountId, request.accountId);
  if (!scope) return [];
  return executor
    .selectDistinct({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(authorities)
    .innerJoin(authorityPermissions, eq(authorityPermissions.authorityId, authorities.id))
    .innerJoin(users, eq(users.id, authorities.userId))
    .where(
      and(
        scope,
        eq(authorities.status, 'ACTIVE'),
        eq(authorityPermissions.permission, rule.executePermission),
        eq(users.enabled, true),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
}

/**
 * Who a new task goes to: the request's remembered assignee for that role, else the account's PRIMARY
 * contact (operator tasks) or CA_SITE contact (regulator tasks), provided they may do it; else nobody.
 */
export async function defaultAssignee(
  executor: Executor,
  tables: WorkflowTables,
  request: RequestRow,
  type: RequestTaskType,
): Promise<Candidate | null> {
  const candidates = await candidateAssignees(executor, tables, request, type);
  if (candidates.length === 0) return null;
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const payload = (request.payload ?? {}) as Record<string, unknown>;
  const remembered = payload[assigneePointer(tables, type)];
  if (typeof remembered === 'string' && byId.has(remembered)) return byId.get(remembered) ?? null;
  if (request.accountId === null) return null;
  const contactType = tables.task(type).roleType === 'REGULATOR' ? 'CA_SITE' : 'PRIMARY';
  const [contact] = await executor
    .select({ userId: accountContacts.userId })
    .from(accountContacts)
    .where(
      and(eq(accountContacts.accountId, request.accountId), eq(accountContacts.contactType, contactType)),
    );
  return (contact && byId.get(contact.userId)) ?? null;
}

/** Giving tasks to people: the task, the request's pointer for its role, and the email, together. */
export function taskAssignment(context: Pick<EngineContext, 'tables' | 'mail'>) {
  const { tables } = context;

  async function assignTo(tx: Executor, request: RequestRow, task: TaskRow, assignee: Candidate | null) {
    const repository = workflowRepository(tx);
    await repository.setAssignee(task.id, assignee?.id ?? null);
    task.assignee = assignee?.id ?? null;
    const pointer = assigneePointer(tables, task.type);
    const payload = { ...((request.payload ?? {}) as Record<string, unknown>) };
    if (assignee) payload[pointer] = assignee.id;
    else delete payload[pointer];
    await repository.setRequestPayload(request.id, payload);
    request.payload = payload;
    if (!assignee) return;
    const taskName = tables.task(task.type).displayName;
    await queueMail(tx, assignedTaskMail(context.mail.context, assignee, taskName, request, task));
  }

  return {
    assignTo,

    /**
     * Gives the task to a user, and, as the reference does, the role's other non-supporting tasks on
     * the same request to the same user.
     */
    async assignWithSiblings(tx: Executor, request: RequestRow, task: TaskRow, assignee: Candidate) {
      await assignTo(tx, request, task, assignee);
      if (tables.isSupportingTask(task.type)) return;
      const roleType = tables.task(task.type).roleType;
      for (const sibling of await workflowRepository(tx).tasksOf(request.id)) {
        if (sibling.id === task.id || tables.isSupportingTask(sibling.type)) continue;
        if (tables.task(sibling.type).roleType !== roleType || sibling.assignee === assignee.id) continue;
        await assignTo(tx, request, sibling, assignee);
      }
    },
  };
}

export type TaskAssignment = ReturnType<typeof taskAssignment>;
