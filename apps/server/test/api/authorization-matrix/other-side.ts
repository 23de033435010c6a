import {
  accountContacts,
  accountNotes,
  accounts,
  authorities,
  authorityPermissions,
  requestActions,
  requestNotes,
  requests,
  requestTasks,
  users,
} from '../../../src/platform/db/schema';
import { servicePermissions } from '../../../src/workflow/registry';
import type { TestApp } from '../../support/test-app';
import { otherSideEmails } from './callers';

const { allRegulatorPermissions, operatorRoles } = servicePermissions;

/** Ids on the other side: Scotland's account, request, task, timeline entry, notes and people. */
export interface OtherSide {
  accountId: number;
  requestId: string;
  taskId: number;
  actionId: number;
  accountNoteId: number;
  requestNoteId: number;
  regulatorId: string;
  operatorId: string;
  verifierId: string;
}

/** Creates the other side in the matrix's database (the demo seed has one authority and one body). */
export async function createOtherSide(t: TestApp): Promise<OtherSide> {
  const db = t.database.db;
  const person = async (email: string, firstName: string) => {
    const [row] = await db
      .insert(users)
      .values({ email, firstName, lastName: 'Other-side', status: 'REGISTERED', termsVersion: 1 })
      .returning({ id: users.id });
    return row!.id;
  };
  const grant = async (values: typeof authorities.$inferInsert, permissions: readonly string[]) => {
    const [authority] = await db.insert(authorities).values(values).returning({ id: authorities.id });
    await db
      .insert(authorityPermissions)
      .values(permissions.map((permission) => ({ authorityId: authority!.id, permission })));
  };
  const regulatorId = await person(otherSideEmails.scotlandRegulator, 'Sorcha');
  const operatorId = await person(otherSideEmails.scotlandOperator, 'Struan');
  const verifierId = await person(otherSideEmails.secondVerifier, 'Vanessa');
  await grant(
    { userId: regulatorId, status: 'ACTIVE', competentAuthority: 'SCOTLAND' },
    allRegulatorPermissions,
  );
  await grant({ userId: verifierId, status: 'ACTIVE', verificationBodyId: 2, code: 'verifier_admin' }, [
    'PERM_TASK_ASSIGNMENT',
    'PERM_VB_USERS_EDIT',
  ]);
  const [account] = await db
    .insert(accounts)
    .values({
      name: 'Highland Energy Ltd',
      registrationNumber: 'SC765432',
      status: 'LIVE',
      competentAuthority: 'SCOTLAND',
      location: 'SCOTLAND',
      addressLine1: '1 High Street',
      city: 'Inverness',
      postcode: 'IV1 1AA',
      classificationCodes: ['70100'],
      acceptedDate: new Date('2024-01-15T10:00:00Z'),
    })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  await grant(
    { userId: operatorId, status: 'ACTIVE', accountId, code: 'operator_admin' },
    operatorRoles.operator_admin.permissions,
  );
  await db.insert(accountContacts).values({ accountId, contactType: 'PRIMARY', userId: operatorId });
  const requestId = `NOC${String(accountId).padStart(6, '0')}-P3`;
  await db.insert(requests).values({
    id: requestId,
    type: 'NOTIFICATION_OF_COMPLIANCE_P3',
    status: 'IN_PROGRESS',
    accountId,
    competentAuthority: 'SCOTLAND',
    metadata: { phase: 'PHASE_3' },
  });
  const [task] = await db
    .insert(requestTasks)
    .values({
      requestId,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
      accountId,
      competentAuthority: 'SCOTLAND',
      assignee: operatorId,
      startDate: new Date(),
    })
    .returning({ id: requestTasks.id });
  const [action] = await db
    .insert(requestActions)
    .values({
      requestId,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
      payload: { payloadType: 'MATRIX', attachments: {} },
      submitterId: operatorId,
      submitter: 'Struan Other-side',
    })
    .returning({ id: requestActions.id });
  const note = {
    payload: { note: 'Scottish note', files: {} },
    submitterId: regulatorId,
    submitter: 'Sorcha',
  };
  const [accountNote] = await db
    .insert(accountNotes)
    .values({ ...note, roleType: 'REGULATOR', accountId })
    .returning({ id: accountNotes.id });
  const [requestNote] = await db
    .insert(requestNotes)
    .values({ ...note, roleType: 'REGULATOR', requestId })
    .returning({ id: requestNotes.id });
  return {
    accountId,
    requestId,
    taskId: task!.id,
    actionId: action!.id,
    accountNoteId: accountNote!.id,
    requestNoteId: requestNote!.id,
    regulatorId,
    operatorId,
    verifierId,
  };
}

/** Which other-side id each kind of path parameter takes, by the path it is in. */
export function otherSideUrl(template: string, url: string, other: OtherSide): string | undefined {
  const [path, query] = url.split('?');
  const segments = (path ?? '').split('/');
  const templateSegments = template.replace(/^\/v1\.0/, '/api/v1.0').split('/');
  let changed = false;
  const person = template.includes('regulator')
    ? other.regulatorId
    : template.includes('verifier')
      ? other.verifierId
      : other.operatorId;
  const idOf = (name: string): string | undefined => {
    if (name === '{accountId}') return String(other.accountId);
    if (name === '{requestId}') return other.requestId;
    if (name === '{taskId}') return String(other.taskId);
    if (name === '{userId}') return person;
    if (name !== '{id}') return undefined;
    if (template.includes('/requests/')) return other.requestId;
    if (template.includes('/tasks/') || template.includes('/task-attachments/')) return String(other.taskId);
    if (template.includes('/request-action')) return String(other.actionId);
    if (template.includes('/request-notes/')) return String(other.requestNoteId);
    if (template.includes('/account-notes/')) return String(other.accountNoteId);
    return String(other.accountId);
  };
  const out = segments.map((segment, index) => {
    const replacement = idOf(templateSegments[index] ?? '');
    if (replacement === undefined) return segment;
    changed = true;
    return replacement;
  });
  const params = new URLSearchParams(query ?? '');
  for (const [name, value] of [
    ['requestId', other.requestId],
    ['accountId', String(other.accountId)],
  ] as const) {
    if (params.has(name)) {
      params.set(name, value);
      changed = true;
    }
  }
  const search = params.toString();
  return changed ? `${out.join('/')}${search ? `?${search}` : ''}` : undefined;
}

/** The body with the other side's ids in the fields that name an account, request, task or person. */
export function otherSidePayload(payload: unknown, other: OtherSide): unknown {
  if (Array.isArray(payload)) return payload.map((item) => otherSidePayload(item, other));
  if (!payload || typeof payload !== 'object') return payload;
  const ids: Record<string, unknown> = {
    accountId: other.accountId,
    requestId: other.requestId,
    requestTaskId: other.taskId,
    taskId: other.taskId,
    userId: other.operatorId,
  };
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      key in ids ? ids[key] : otherSidePayload(value, other),
    ]),
  );
}
