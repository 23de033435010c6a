import type { WorkflowFeature } from '../../shared/workflow';
import { createNocTaskRoutes } from './routes';

/** Notification of compliance, phase 3 on the web: its task list, its sections' pages and its start card. */
export const notificationOfCompliance: WorkflowFeature<'NOTIFICATION_OF_COMPLIANCE_P3'> = {
  requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
  taskRoutes: createNocTaskRoutes(),
  miWorkbook: async () => (await import('./mi-workbook')).workbook,
  load: async () => (await import('./definition')).notificationOfCompliance,
};
