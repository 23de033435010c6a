import { progressUpdateSubmitPages } from '../../shared/reports/progress-update';
import { progressUpdate1Model } from './update';

/** The update's submit: PU11002 outside the window, PU11003 with its violations. */
export const submitPages = progressUpdateSubmitPages(progressUpdate1Model, {
  submitAction: 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION',
  violationsCode: 'PU11003',
});
