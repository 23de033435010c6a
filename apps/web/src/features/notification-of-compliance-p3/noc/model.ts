import type { components } from '../../../shared/api';
import type { TaskPayload } from '../../../shared/workflow';

type Schemas = components['schemas'];

/** The notification as the task holds it: any section may be missing while the operator works on it. */
export type Noc = Schemas['NocP3'];
export type NocSectionKey = keyof Noc & keyof Schemas['NocP3SectionsCompleted'];
export type NocSectionsCompleted = Schemas['NocP3SectionsCompleted'];
/** One section's answers, never null in a flow (an unstarted section is `{}`). */
export type NocSection<K extends NocSectionKey> = NonNullable<Noc[K]>;
export type ReportingObligation = Schemas['ReportingObligation'];
export type ComplianceRouteDistribution = Schemas['ComplianceRouteDistribution'];
export type AccountOriginatedData = Schemas['AccountOriginatedData'];

export type NocTaskPayload =
  | Schemas['NotificationOfComplianceP3ApplicationSubmitRequestTaskPayload']
  | Schemas['NotificationOfComplianceP3ApplicationEditRequestTaskPayload'];

/** The SUBMIT or EDIT task's payload, or undefined for any other (the WAIT_FOR_EDIT task has none). */
export function nocTaskPayload(payload: TaskPayload | undefined): NocTaskPayload | undefined {
  return payload?.payloadType === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT_PAYLOAD' ||
    payload?.payloadType === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT_PAYLOAD'
    ? payload
    : undefined;
}

/**
 * The category the saved answers lead to (undefined while they decide none yet) and whether the task list shows
 * a section: the rules the server's save and submit apply, written once for both (ADR 47).
 */
export { determineCategory as categoryOf, isSectionShown } from '@esos/reporting-rules';

/** A section's status on the task list (task-forms §0). */
export type NocSectionStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANNOT_START_YET';

/**
 * The status the task list shows: the saved one (none saved: not started), except that every other section
 * cannot start until the reporting obligation, which decides them, is completed.
 */
export function sectionStatus(key: NocSectionKey, completed: NocSectionsCompleted): NocSectionStatus {
  if (key !== 'reportingObligation' && completed.reportingObligation !== 'COMPLETED') {
    return 'CANNOT_START_YET';
  }
  return completed[key] ?? 'NOT_STARTED';
}
