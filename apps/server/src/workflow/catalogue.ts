import type { requestStatuses } from '../platform/db/schema';
import { progressUpdateWorkflows } from './reports/progress-update/workflow-names';

/*
 * The reference's names for the ESOS workflows, as the API and the database spell them: a closed
 * vocabulary, listed once (platform's tables store them as text and know none). What each name means
 * belongs to the one definition that owns it (registry.ts); test/unit/workflow-ownership.test.ts fails
 * for a name nobody owns, or two own. The progress updates' names are made from their numbers, as the
 * factory that defines them makes them (ADR 45).
 */
const updates = progressUpdateWorkflows;

export const requestTypes = [
  'ORGANISATION_ACCOUNT_OPENING',
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'ACCOUNT_CLOSURE',
  ...updates.map((update) => update.type),
] as const;
export type RequestType = (typeof requestTypes)[number];
export type RequestStatus = (typeof requestStatuses)[number];

export const requestTaskTypes = [
  'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
  'ACTION_PLAN_P3_APPLICATION_SUBMIT',
  'ACCOUNT_CLOSURE_SUBMIT',
  ...updates.map((update) => update.submitTask),
] as const;
export type RequestTaskType = (typeof requestTaskTypes)[number];

/** What platform's workflow columns hold (request.type, request_task.type...): these names. */
declare module '../platform/db/schema/workflow' {
  interface WorkflowVocabulary {
    requestType: RequestType;
    requestTaskType: RequestTaskType;
  }
}

/** What a user can start (POST /requests): one per request type, plus the regulator's re-initiations. */
export const requestCreateActionTypes = [
  'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'RE_INITIATE_ACTION_PLAN_P3',
  'ACCOUNT_CLOSURE',
  ...updates.flatMap((update) => [update.type, update.reInitiate]),
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
  ...updates.flatMap((update) => [update.submit, update.save, update.cancel]),
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
  ...updates.flatMap((update) => [update.submitted, update.cancelled, update.reInitiated]),
] as const;
export type RequestActionType = (typeof requestActionTypes)[number];

/**
 * The workflows' permissions and regulator permission groups: what each grants, and to whom, is declared by
 * the definition that names it (its task and start rules, its `permissions`); the role templates and the
 * groups are derived from the definitions (permissions.ts). The service's own are domain's.
 */
export const workflowPermissions = [
  'PERM_ACCOUNT_CLOSURE_SUBMIT',
  'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK',
  'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_EXECUTE_TASK',
  'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
  'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
  'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_VIEW_TASK',
  'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_EXECUTE_TASK',
  'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK',
  'PERM_ACTION_PLAN_APPLICATION_SUBMIT_VIEW_TASK',
  'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK',
  'PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK',
  ...updates.flatMap((update) => [
    update.submitViewPermission,
    update.submitExecutePermission,
    update.reInitiatePermission,
  ]),
] as const;
export type WorkflowPermission = (typeof workflowPermissions)[number];

export const workflowRegulatorGroups = [
  'REVIEW_ORGANISATION_ACCOUNT',
  'RETURN_NOC',
  'ACCOUNT_CLOSURE',
  'RETURN_ACTION_PLAN',
  ...updates.map((update) => update.returnGroup),
] as const;
export type WorkflowRegulatorGroup = (typeof workflowRegulatorGroups)[number];

/** What domain's permission types hold beside the service's own: these names. */
declare module '../domain/permissions' {
  interface PermissionVocabulary {
    permission: WorkflowPermission;
    regulatorGroup: WorkflowRegulatorGroup;
  }
}

/** The history tabs of an account's page (POST /requests/workflows `category`). */
export const requestCategories = ['PERMIT', 'REPORTING', 'CA'] as const;
export type RequestCategory = (typeof requestCategories)[number];
