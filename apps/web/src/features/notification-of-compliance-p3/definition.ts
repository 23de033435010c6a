import type { WorkflowDefinition } from '../../shared/workflow';

const taskList = async () => (await import('./task/NocTaskList')).NocTaskList;
const notificationView = async () => (await import('./timeline/NocEvent')).loadNocEvent();

/** Notification of compliance, phase 3: the operator reports how the organisation complied (task-forms §1). */
export const notificationOfCompliance: WorkflowDefinition<'NOTIFICATION_OF_COMPLIANCE_P3'> = {
  requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
  title: 'notification of compliance',
  listName: 'notification of compliance',
  listedUnder: 'phases',
  regulatorPermission: { group: 'RETURN_NOC', label: 'Return NOC' },
  tasks: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: {
      name: 'Submit Phase 3 notification',
      roleType: 'OPERATOR',
      // Sending and submitting are offered as the task allows them (the task list asks).
      requiredActions: ['NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT'],
      content: taskList,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: {
      name: 'Review Phase 3 notification',
      roleType: 'OPERATOR',
      requiredActions: ['NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT'],
      content: taskList,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT: {
      name: 'Awaiting external review of Phase 3 notification',
      roleType: 'OPERATOR',
      content: async () => (await import('./task/WaitForReview')).WaitForReview,
    },
  },
  timeline: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED: {
      label: 'Notification submitted',
      view: notificationView,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT: {
      label: 'Notification sent for review',
      view: notificationView,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT: {
      label: 'Notification returned',
      view: notificationView,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED: {
      label: 'Notification returned for changes',
      details: false,
    },
  },
  reInitiate: { path: 'noc', noun: 'notification of compliance' },
  start: {
    title: 'Phase 3 notification of compliance',
    about:
      'Tell your regulator how your organisation has complied with the Energy Savings Opportunity Scheme ' +
      'for Phase 3.',
    noun: 'Phase 3 notification of compliance',
    article: 'a',
    create: {
      requestCreateActionType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    },
  },
};
