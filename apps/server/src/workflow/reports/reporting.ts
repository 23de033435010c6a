import { and, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db';
import { requests } from '../../platform/db/schema';
import type { Permission } from '../../domain/permissions';
import type { RegulatorPermissionGroup } from '../../domain/regulator-permission-groups';
import type { RequestCreateActionType, RequestStatus, RequestType } from '../catalogue';
import type { PermissionsDefinition, RequestRow, StartDefinition, WorkflowStep } from '../definition';
import { requestIdOf } from '../request-ids';
import { phase3, reportMetadata } from './phases';
import { emptyCreatePayloadSchema, reportRelatedPayloadSchema } from '../shared-payloads';

/**
 * The reference's rules shared by the four Phase 3 reports (reporting-inventory §6): an operator with
 * the report's submit permission starts it on a LIVE account ...
 */
export function reportStart<Payload = z.infer<typeof emptyCreatePayloadSchema>>(
  actionType: RequestCreateActionType,
  permission: Permission,
  payloadSchema: z.ZodType<Payload> = emptyCreatePayloadSchema as unknown as z.ZodType<Payload>,
): StartDefinition<Payload> {
  return { actionType, roleType: 'OPERATOR', permission, accountStatuses: ['LIVE'], payloadSchema };
}

/** ... and a regulator with its re-initiate permission restarts a completed one, on a LIVE account. */
export function reportReInitiation(
  actionType: RequestCreateActionType,
  permission: Permission,
): StartDefinition<z.infer<typeof reportRelatedPayloadSchema>> {
  return {
    actionType,
    roleType: 'REGULATOR',
    permission,
    accountStatuses: ['LIVE'],
    payloadSchema: reportRelatedPayloadSchema,
  };
}

/**
 * A report's permissions beyond its rules, as the reference grants them (api-behaviour §3.3): the advanced
 * user's template (operator_admin) views and submits it, and its regulator group returns it to the
 * participant (re-initiation).
 */
export function reportPermissions(names: {
  view: Permission;
  submit: Permission;
  reInitiate: Permission;
  group: RegulatorPermissionGroup;
}): PermissionsDefinition {
  return {
    operatorRoles: { operator_admin: [names.view, names.submit] },
    regulatorGroup: { name: names.group, levels: { EXECUTE: [names.reInitiate] } },
  };
}

export type ReportsOnAccount = Awaited<ReturnType<typeof reportsOnAccount>>;

/**
 * The requests of an account by type, whatever their status: what the report create validators look
 * at. An account holds a handful, so all are read and each question names the type it asks about.
 */
export async function reportsOnAccount(executor: Executor, accountId: number) {
  const rows = await executor
    .select({ id: requests.id, type: requests.type, status: requests.status })
    .from(requests)
    .where(eq(requests.accountId, accountId));
  const statusesOf = (type: RequestType): RequestStatus[] =>
    rows.filter((row) => row.type === type).map((row) => row.status);
  return {
    /** A report of the type is running or done (a cancelled one does not count). */
    activeOrDone: (type: RequestType) =>
      statusesOf(type).some((status) => status === 'IN_PROGRESS' || status === 'COMPLETED'),
    inProgress: (type: RequestType) => statusesOf(type).includes('IN_PROGRESS'),
    completed: (type: RequestType) => statusesOf(type).includes('COMPLETED'),
  };
}

/**
 * The reference's id for a report (AP000042-P3); a later one of the same type on the account, after a
 * cancelled one kept its id, gets a number after it: AP000042-P3-2, -3, ...
 */
export async function nextReportId(
  step: WorkflowStep,
  format: { prefix: string; suffix: string },
  accountId: number,
): Promise<string> {
  const base = requestIdOf(format, accountId);
  const taken = await step.tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.accountId, accountId), like(requests.id, `${base}%`)));
  return taken.length === 0 ? base : `${base}-${taken.length + 1}`;
}

/** The Phase 3 reports' request metadata (the reference's {type, phase: PHASE_3}). */
export const phase3Metadata = (type: RequestType) => reportMetadata(phase3, type);

/** A submission: the request's submission date (overwritten by a resubmission after re-initiation). */
export async function markSubmitted(step: WorkflowStep, request: RequestRow): Promise<void> {
  await step.tx.update(requests).set({ submissionDate: step.now }).where(eq(requests.id, request.id));
  request.submissionDate = step.now;
}
