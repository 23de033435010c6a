import { defineRequestType } from '../definition';
import { reInitiatedActionPayloadSchema } from '../shared-payloads';
import { reportReInitiation, reportStart } from '../reports/reporting';
import { phase3, reportIdFormat, type CompliancePhase } from '../reports/phases';
import { returnToSubmit, saveApplication, sendToEdit, submitApplication } from './actions';
import {
  nocApplicationActionPayloadSchema,
  nocEditTaskPayloadSchema,
  nocPayloadTypes,
  nocSubmitTaskPayloadSchema,
} from './payload';
import { checkOtherRequests, reInitiateNotification, startNotification } from './start';
import { NOC_TASKS } from './working-copies';
import { notificationErrors } from './errors';

/** Uploads (POST /task-attachments/upload) list their files in the task payload's nocAttachments. */
const attachments = {
  action: 'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT',
  payloadField: 'nocAttachments',
} as const;
const timelineSnapshot = {
  attachments: true,
  attachmentsField: 'nocAttachments',
  payloadSchema: nocApplicationActionPayloadSchema,
};

/**
 * The notification of compliance: an Advanced user starts it on a LIVE account (one per
 * account), fills it in on a SUBMIT task, may send it to a colleague for review (EDIT, while a
 * WAIT_FOR_EDIT task keeps their place) and submits it; a regulator may return a submitted one.
 */
/** The notification of compliance made for a phase: its window, labels, ids, sections and stored phase. */
export const notificationOfComplianceFor = (phase: CompliancePhase) =>
  defineRequestType({
    type: 'NOTIFICATION_OF_COMPLIANCE_P3',
    category: 'REPORTING',
    idFormat: reportIdFormat(phase, 'NOC'),
    holdHistory: true,
    needsAccount: true,
    validityWindow: phase.windows.notification,
    submittedRecords: true,
    errorCodes: Object.values(notificationErrors),
    permissions: {
      // The advanced user submits; the restricted user edits sections for them (api-behaviour §3.3).
      operatorRoles: {
        operator_admin: [
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_VIEW_TASK',
        ],
        operator: [
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_VIEW_TASK',
          'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_EXECUTE_TASK',
        ],
      },
      regulatorGroup: {
        name: 'RETURN_NOC',
        levels: { EXECUTE: ['PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK'] },
      },
    },
    create: {
      ...reportStart(
        'NOTIFICATION_OF_COMPLIANCE_P3',
        'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
      ),
      checkOtherRequests: checkOtherRequests(phase),
      start: startNotification(phase),
    },
    reInitiate: {
      ...reportReInitiation(
        'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
        'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK',
      ),
      start: reInitiateNotification,
    },
    tasks: {
      [NOC_TASKS.submit]: {
        displayName: `Submit ${phase.label} notification`,
        roleType: 'OPERATOR',
        viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
        executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
        assignable: true,
        // Sending for review picks its editor among the candidates for the EDIT task.
        looksUpOtherCandidates: true,
        payloadSchema: nocSubmitTaskPayloadSchema,
        attachments,
        actions: {
          NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT: saveApplication(
            nocPayloadTypes.saveSubmit,
            phase,
          ),
          NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT: sendToEdit,
          NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION: submitApplication(phase),
        },
      },
      [NOC_TASKS.edit]: {
        displayName: `Review ${phase.label} notification`,
        roleType: 'OPERATOR',
        viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_VIEW_TASK',
        executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_EXECUTE_TASK',
        assignable: true,
        supporting: true,
        payloadSchema: nocEditTaskPayloadSchema,
        attachments,
        actions: {
          NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT: saveApplication(
            nocPayloadTypes.saveEdit,
            phase,
          ),
          NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT: returnToSubmit,
        },
      },
      [NOC_TASKS.waitForEdit]: {
        displayName: `Awaiting external review of ${phase.label} notification`,
        roleType: 'OPERATOR',
        viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
        executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
        assignable: true,
        actions: {},
      },
    },
    requestActions: {
      NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT: timelineSnapshot,
      NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED: timelineSnapshot,
      NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT: timelineSnapshot,
      NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED: {
        payloadSchema: reInitiatedActionPayloadSchema,
      },
    },
  });

export const notificationOfComplianceP3 = notificationOfComplianceFor(phase3);
