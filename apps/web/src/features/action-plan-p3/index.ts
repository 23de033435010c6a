import type { WorkflowFeature } from '../../shared/workflow';
import { actionPlanTaskRoutes } from './routes';

/** Action plan, phase 3 on the web: its start card, the submit task's sections and pages, its timeline view. */
export const actionPlan: WorkflowFeature<'ACTION_PLAN_P3'> = {
  requestType: 'ACTION_PLAN_P3',
  taskRoutes: actionPlanTaskRoutes,
  miWorkbook: async () => (await import('./mi-workbook')).workbook,
  load: async () => (await import('./definition')).actionPlan,
};
