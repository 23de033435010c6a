import type { WorkflowFeature } from '../../shared/workflow';
import { progressUpdate1TaskRoutes } from './routes';

/** Progress update 1, phase 3 on the web: its start card, the submit task's sections and pages, its timeline view. */
export const progressUpdate1: WorkflowFeature<'PROGRESS_UPDATE_1_P3'> = {
  requestType: 'PROGRESS_UPDATE_1_P3',
  taskRoutes: progressUpdate1TaskRoutes,
  load: async () => (await import('./definition')).progressUpdate1,
};
