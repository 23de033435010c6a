import type { WorkflowFeature } from '../../shared/workflow';

/** Progress update 1, phase 3 on the web: names, start card and task placeholders; its pages come next. */
export const progressUpdate1: WorkflowFeature<'PROGRESS_UPDATE_1_P3'> = {
  requestType: 'PROGRESS_UPDATE_1_P3',
  load: async () => (await import('./definition')).progressUpdate1,
};
