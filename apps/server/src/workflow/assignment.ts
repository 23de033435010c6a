import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db';
import { accountContacts, authorities, authorityPermissions, users } from '../platform/db/schema';
import { taskTypeRules } from '../domain/permissions';
import type { RequestTaskType } from './catalogue';
import type { RequestRow } from './definition';

export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Tasks worked on by a helper beside the main assignee; they never take the request's assignee along. */
const supportingTaskTypes: ReadonlySet<RequestTaskType> = new Set([
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
]);

export function isSupportingTask(type: RequestTaskType): boolean {
  return supportingTaskTypes.has(type);
}

/** The request payload field that remembers who works on this kind of task. */
export function assigneePointer(
  type: RequestTaskType,
): 'operatorAssignee' | 'regulatorAssignee' | 'supportingOperator' {
  if (isSupportingTask(type)) return 'supportingOperator';
  return taskTypeRules[type].roleType === 'REGULATOR' ? 'regulatorAssignee' : 'operatorAssignee';
}

/**
 * Users who may be given a task of this type on this request: an ACTIVE authority with the task type's
 * execute permission, on the request's account (operators) or its competent authority (regulators).
 */
export async function candidateAssignees(
  db: Executor,
  request: Pick<RequestRow, 'accountId' | 'competentAuthority'>,
  type: RequestTaskType,
): Promise<Candidate[]> {
  const rule = taskTypeRules[type];
  const scope =
    rule.roleType === 'REGULATOR'
      ? eq(authorities.competentAuthority, request.competentAuthority)
      : request.accountId === null
        ? undefined
        : eq(authorities.accountId, request.accountId);
  if (!scope) return [];
  return db
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
        eq(authorityPermissions.permission, rule.execute),
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
  db: Executor,
  request: RequestRow,
  type: RequestTaskType,
): Promise<Candidate | null> {
  const candidates = await candidateAssignees(db, request, type);
  if (candidates.length === 0) return null;
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const payload = (request.payload ?? {}) as Record<string, unknown>;
  const remembered = payload[assigneePointer(type)];
  if (typeof remembered === 'string' && byId.has(remembered)) return byId.get(remembered) ?? null;
  if (request.accountId === null) return null;
  const contactType = taskTypeRules[type].roleType === 'REGULATOR' ? 'CA_SITE' : 'PRIMARY';
  const [contact] = await db
    .select({ userId: accountContacts.userId })
    .from(accountContacts)
    .where(
      and(
        eq(accountContacts.accountId, request.accountId),
        inArray(accountContacts.contactType, [contactType]),
      ),
    );
  return (contact && byId.get(contact.userId)) ?? null;
}
