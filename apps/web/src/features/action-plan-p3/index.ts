import type { WorkflowFeature } from '../../shared/workflow';

/** Action plan, phase 3 on the web: names, start card and task placeholders; its pages come next. */
export const actionPlan: WorkflowFeature<'ACTION_PLAN_P3'> = {
  requestType: 'ACTION_PLAN_P3',
  load: async () => (await import('./definition')).actionPlan,
};
