import { ApiError } from '../platform/http/errors';
import type { ActiveAuthority, UserContext } from '../domain/current-user';
import { requestAuthority } from '../domain/account-access';
import type { Permission, RoleType } from '../domain/permissions';
import type { RequestCreateActionType, RequestType } from './catalogue';
import type { AccountRow } from './definition';

export interface CreateRule {
  /** The only role type that may start it. */
  roleType: RoleType;
  /** The permission needed on the account (operators) or its competent authority (regulators); null: none. */
  permission: Permission | null;
}

/** The reference's ACCOUNT REQUEST_CREATE rules per create action (api-behaviour.md §3.2). */
export const createRules: Record<RequestCreateActionType, CreateRule> = {
  // Applied for with no account, so nothing but the role type is checked.
  ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION: { roleType: 'OPERATOR', permission: null },
  NOTIFICATION_OF_COMPLIANCE_P3: {
    roleType: 'OPERATOR',
    permission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
  },
  ACTION_PLAN_P3: { roleType: 'OPERATOR', permission: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK' },
  PROGRESS_UPDATE_1_P3: {
    roleType: 'OPERATOR',
    permission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_EXECUTE_TASK',
  },
  PROGRESS_UPDATE_2_P3: {
    roleType: 'OPERATOR',
    permission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_EXECUTE_TASK',
  },
  ACCOUNT_CLOSURE: { roleType: 'REGULATOR', permission: 'PERM_ACCOUNT_CLOSURE_SUBMIT' },
  RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3: {
    roleType: 'REGULATOR',
    permission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK',
  },
  RE_INITIATE_ACTION_PLAN_P3: {
    roleType: 'REGULATOR',
    permission: 'PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK',
  },
  RE_INITIATE_PROGRESS_UPDATE_1_P3: {
    roleType: 'REGULATOR',
    permission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_RE_INITIATE_TASK',
  },
  RE_INITIATE_PROGRESS_UPDATE_2_P3: {
    roleType: 'REGULATOR',
    permission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_RE_INITIATE_TASK',
  },
};

/** The regulator's re-initiate action for a reporting request type, if it has one. */
export const reInitiateActions: Partial<Record<RequestType, RequestCreateActionType>> = {
  NOTIFICATION_OF_COMPLIANCE_P3: 'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
  ACTION_PLAN_P3: 'RE_INITIATE_ACTION_PLAN_P3',
  PROGRESS_UPDATE_1_P3: 'RE_INITIATE_PROGRESS_UPDATE_1_P3',
  PROGRESS_UPDATE_2_P3: 'RE_INITIATE_PROGRESS_UPDATE_2_P3',
};

/**
 * The caller's authority that lets them start this action on the account: membership (an authority on
 * the account, or on its competent authority for regulators) plus the action's permission. Null if none.
 */
export function createAuthority(
  context: UserContext,
  actionType: RequestCreateActionType,
  account: Pick<AccountRow, 'id' | 'competentAuthority'>,
): ActiveAuthority | null {
  const rule = createRules[actionType];
  if (context.roleType !== rule.roleType) return null;
  const authority = requestAuthority(context, {
    accountId: account.id,
    competentAuthority: account.competentAuthority,
  });
  if (!authority) return null;
  return rule.permission === null || authority.permissions.has(rule.permission) ? authority : null;
}

/** 403 unless the caller may start this action on the account. */
export function assertMayCreate(
  context: UserContext,
  actionType: RequestCreateActionType,
  account: Pick<AccountRow, 'id' | 'competentAuthority'>,
): void {
  if (!createAuthority(context, actionType, account)) throw new ApiError('FORBIDDEN');
}
