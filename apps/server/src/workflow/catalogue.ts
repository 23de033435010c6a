import type { requestStatuses, requestTaskTypes, requestTypes } from '../platform/db/schema';

/*
 * The reference's names for the ESOS workflows, as the API and the database spell them: a closed
 * vocabulary, listed once. What each name means belongs to the one definition that owns it
 * (registry.ts); test/unit/workflow-ownership.test.ts fails for a name nobody owns, or two own.
 */

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

/** The history tabs of an account's page (POST /requests/workflows `category`). */
export const requestCategories = ['PERMIT', 'REPORTING', 'CA'] as const;
export type RequestCategory = (typeof requestCategories)[number];
