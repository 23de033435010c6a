import type { WorkflowFeature } from '../../shared/workflow';

/** Notification of compliance, phase 3 on the web: names, start card and task placeholders; its pages come next. */
export const notificationOfCompliance: WorkflowFeature<'NOTIFICATION_OF_COMPLIANCE_P3'> = {
  requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
  load: async () => (await import('./definition')).notificationOfCompliance,
};
