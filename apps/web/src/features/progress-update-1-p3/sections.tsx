import { progressUpdateSections } from '../../shared/reports/progress-update';
import { measuresFlow } from './flows';
import { measuresOf, progressUpdate1Model } from './update';

/** The update's sections; each plan measure is asked after as its implementation type says. */
export const sections = progressUpdateSections(progressUpdate1Model, {
  carriedOf: measuresOf,
  flow: measuresFlow,
  flowKey: (measures) => measures.map((measure) => measure.measureImplType).join(),
});
