import type { requestStatuses, requestTaskTypes, requestTypes } from '../platform/db/schema';

export type RequestType = (typeof requestTypes)[number];
export type RequestStatus = (typeof requestStatuses)[number];
export type RequestTaskType = (typeof requestTaskTypes)[number];

/** What a user can start (POST /requests): one per request type, plus the regulator's re-initiations. */
export const requestCreateActionTypes = [
  'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'RE_INITIATE_ACTION_PLAN_P3',
  'ACCOUNT_CLOSURE',
  'PROGRESS_UPDATE_1_P3',
  'RE_INITIATE_PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
  'RE_INITIATE_PROGRESS_UPDATE_2_P3',
] as const;
export type RequestCreateActionType = (typeof requestCreateActionTypes)[number];

/** The task actions of the ESOS workflows (the reference also lists inherited ones nothing reaches). */
export const requestTaskActionTypes = [
  'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
  'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
  'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT',
  'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
  'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
  'ACTION_PLAN_P3_SUBMIT_APPLICATION',
  'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
  'ACTION_PLAN_CANCEL_APPLICATION',
  'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
  'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
  'ACCOUNT_CLOSURE_CANCEL_APPLICATION',
  'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION',
  'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT',
  'PROGRESS_UPDATE_1_CANCEL_APPLICATION',
  'PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION',
  'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT',
  'PROGRESS_UPDATE_2_CANCEL_APPLICATION',
] as const;
export type RequestTaskActionType = (typeof requestTaskActionTypes)[number];

/** Timeline entries (request actions) of the ESOS workflows. */
export const requestActionTypes = [
  'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
  'ORGANISATION_ACCOUNT_OPENING_APPROVED',
  'ORGANISATION_ACCOUNT_OPENING_REJECTED',
  'ORGANISATION_ACCOUNT_OPENING_CREATED',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
  'REQUEST_TERMINATED',
  'ACTION_PLAN_P3_APPLICATION_SUBMITTED',
  'ACTION_PLAN_P3_APPLICATION_RE_INITIATED',
  'ACTION_PLAN_APPLICATION_CANCELLED',
  'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED',
  'ACCOUNT_CLOSURE_APPLICATION_CANCELLED',
  'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED',
  'PROGRESS_UPDATE_1_APPLICATION_CANCELLED',
  'PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED',
  'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED',
  'PROGRESS_UPDATE_2_APPLICATION_CANCELLED',
  'PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED',
] as const;
export type RequestActionType = (typeof requestActionTypes)[number];

/** Display names, used in e-mails (the SPA has its own copy of the spec's table). */
export const taskTypeNames: Record<RequestTaskType, string> = {
  ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW: 'Review organisation account application',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: 'Submit Phase 3 notification',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: 'Review Phase 3 notification',
  NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT: 'Awaiting external review of Phase 3 notification',
  ACTION_PLAN_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Action Plan',
  ACCOUNT_CLOSURE_SUBMIT: 'Close account',
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Progress Update 1',
  PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Progress Update 2',
};

/** The reference's request id prefixes; the number is the account id, padded to six digits. */
export const requestIdFormats: Record<RequestType, { prefix: string; suffix: string }> = {
  ORGANISATION_ACCOUNT_OPENING: { prefix: 'ACC', suffix: '' },
  NOTIFICATION_OF_COMPLIANCE_P3: { prefix: 'NOC', suffix: '-P3' },
  ACTION_PLAN_P3: { prefix: 'AP', suffix: '-P3' },
  PROGRESS_UPDATE_1_P3: { prefix: 'PU1', suffix: '-P3' },
  PROGRESS_UPDATE_2_P3: { prefix: 'PU2', suffix: '-P3' },
  ACCOUNT_CLOSURE: { prefix: 'ACL', suffix: '' },
};

export function requestIdFor(type: RequestType, accountId: number): string {
  const format = requestIdFormats[type];
  return `${format.prefix}${String(accountId).padStart(6, '0')}${format.suffix}`;
}
