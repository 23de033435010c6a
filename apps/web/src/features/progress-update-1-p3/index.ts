import { progressUpdateFeature } from '../../shared/reports/progress-update/feature';

/** Progress update 1, phase 3 on the web: the kit's progress update, with its own questions (./configuration). */
export const progressUpdate1 = progressUpdateFeature<'PROGRESS_UPDATE_1_P3'>({
  n: 1,
  about: 'Report the progress your organisation has made on the measures in its action plan.',
  after: 'ACTION_PLAN_P3',
  miWorkbook: async () => (await import('./mi-workbook')).workbook,
  load: async () => (await import('./configuration')).progressUpdate,
});
