import type { WorkflowFeature } from '../../shared/workflow';
import { progressUpdate2TaskRoutes } from './routes';

/** Progress update 2, phase 3 on the web: its start card, the submit task's sections and pages, its timeline view. */
export const progressUpdate2: WorkflowFeature<'PROGRESS_UPDATE_2_P3'> = {
  requestType: 'PROGRESS_UPDATE_2_P3',
  taskRoutes: progressUpdate2TaskRoutes,
  load: async () => (await import('./definition')).progressUpdate2,
};
