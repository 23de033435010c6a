import { progressUpdateSections } from '../../shared/reports/progress-update';
import { measuresFlow } from './flows';
import { carriedOf, progressUpdate2Model } from './update';

/** The update's sections; each carried-over measure is asked after as what progress update 1 said of it calls for. */
export const sections = progressUpdateSections(progressUpdate2Model, {
  carriedOf,
  flow: measuresFlow,
  flowKey: (measures) => measures.map((measure) => measure.questions).join(),
});
