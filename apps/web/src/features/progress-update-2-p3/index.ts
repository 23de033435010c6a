import { progressUpdateFeature } from '../../shared/reports/progress-update/feature';

/** Progress update 2, phase 3 on the web: the kit's progress update, with its own questions (./configuration). */
export const progressUpdate2 = progressUpdateFeature<'PROGRESS_UPDATE_2_P3'>({
  n: 2,
  about: 'Report the further progress your organisation has made on the measures in its action plan.',
  after: 'PROGRESS_UPDATE_1_P3',
  miWorkbook: async () => (await import('./mi-workbook')).workbook,
  load: async () => (await import('./configuration')).progressUpdate,
});
