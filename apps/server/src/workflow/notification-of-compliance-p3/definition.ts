import { defineRequestType } from '../definition';
import { reportReInitiation, reportStart } from '../reporting';
import { validityWindow } from '../validity-windows';

/**
 * The Phase 3 notification of compliance: named, with its rules, but not built yet. Without a start
 * handler, starting it answers REQUEST_CREATE_ACTION1000, and its (demo) tasks offer no action and
 * cannot be reassigned until their handlers exist.
 */
export const notificationOfComplianceP3 = defineRequestType({
  type: 'NOTIFICATION_OF_COMPLIANCE_P3',
  category: 'REPORTING',
  idFormat: { prefix: 'NOC', suffix: '-P3' },
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2022-12-06', '2026-12-06'),
  create: reportStart(
    'NOTIFICATION_OF_COMPLIANCE_P3',
    'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
  ),
  reInitiate: reportReInitiation(
    'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
    'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK',
  ),
  tasks: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: {
      displayName: 'Submit Phase 3 notification',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: false,
      // Sending for review picks its editor among the candidates for the EDIT task.
      looksUpOtherCandidates: true,
      actions: {
        NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT: null,
        NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT: null,
        NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT: null,
        NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION: null,
      },
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: {
      displayName: 'Review Phase 3 notification',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_VIEW_TASK',
      executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_EDIT_EXECUTE_TASK',
      assignable: false,
      supporting: true,
      actions: {
        NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT: null,
        NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT: null,
        NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT: null,
      },
    },
    NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT: {
      displayName: 'Awaiting external review of Phase 3 notification',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: false,
      actions: {},
    },
  },
  requestActions: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT: { attachments: true },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED: { attachments: true },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT: { attachments: true },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED: { attachments: true },
  },
});
