import type { WorkflowDefinition } from '../../shared/workflow';

// Until its forms are built, each task page shows the placeholder (./TaskPlaceholder).
const placeholder = async () => (await import('./TaskPlaceholder')).TaskPlaceholder;

/** Notification of compliance, phase 3: the operator reports how the organisation complied (task-forms §1). */
export const notificationOfCompliance: WorkflowDefinition<'NOTIFICATION_OF_COMPLIANCE_P3'> = {
  requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
  title: 'notification of compliance',
  listName: 'notification of compliance',
  tasks: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: {
      name: 'Submit Phase 3 notification',
      content: placeholder,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: {
      name: 'Review Phase 3 notification',
      content: placeholder,
    },
    NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT: {
      name: 'Awaiting external review of Phase 3 notification',
      content: placeholder,
    },
  },
  timeline: {
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED: { label: 'Notification submitted' },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT: { label: 'Notification sent for review' },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT: { label: 'Notification returned' },
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED: {
      label: 'Notification returned for changes',
      details: false,
    },
  },
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
