/** Timeline (request action) labels, task-forms §6; unknown types fall back to the raw value. */
const TIMELINE_LABELS: Record<string, string> = {
  ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED: 'Original application submitted',
  ORGANISATION_ACCOUNT_OPENING_CREATED: 'Original application created',
  ORGANISATION_ACCOUNT_OPENING_APPROVED: 'Organisation account approved',
  ORGANISATION_ACCOUNT_OPENING_REJECTED: 'Organisation account rejected',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED: 'Notification submitted',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT: 'Notification sent for review',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT: 'Notification returned',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED: 'Notification returned for changes',
  ACTION_PLAN_P3_APPLICATION_SUBMITTED: 'Action Plan submitted',
  ACTION_PLAN_P3_APPLICATION_RE_INITIATED: 'Action Plan returned for changes',
  ACTION_PLAN_APPLICATION_CANCELLED: 'Action Plan cancelled',
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: 'Progress Update 1 submitted',
  PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED: 'Progress Update 1 returned for changes',
  PROGRESS_UPDATE_1_APPLICATION_CANCELLED: 'Progress Update 1 cancelled',
  PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED: 'Progress Update 2 submitted',
  PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED: 'Progress Update 2 returned for changes',
  PROGRESS_UPDATE_2_APPLICATION_CANCELLED: 'Progress Update 2 cancelled',
  ACCOUNT_CLOSURE_APPLICATION_SUBMITTED: 'Account closed',
  ACCOUNT_CLOSURE_APPLICATION_CANCELLED: 'Account closure task cancelled',
  // Recorded on every workflow an account closure ends (api-behaviour §3: closing terminates the others).
  REQUEST_TERMINATED: 'Workflow terminated',
};

/** Actions that only mark an event: the timeline shows them without a 'View details' link. */
const WITHOUT_DETAILS = new Set([
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
  'ACTION_PLAN_P3_APPLICATION_RE_INITIATED',
  'ACTION_PLAN_APPLICATION_CANCELLED',
  'PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED',
  'PROGRESS_UPDATE_1_APPLICATION_CANCELLED',
  'PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED',
  'PROGRESS_UPDATE_2_APPLICATION_CANCELLED',
  'ACCOUNT_CLOSURE_APPLICATION_CANCELLED',
  'REQUEST_TERMINATED',
]);

export function timelineLabel(actionType: string | undefined): string {
  if (!actionType) return '';
  return TIMELINE_LABELS[actionType] ?? actionType;
}

export function timelineHasDetails(actionType: string | undefined): boolean {
  return actionType !== undefined && !WITHOUT_DETAILS.has(actionType);
}
