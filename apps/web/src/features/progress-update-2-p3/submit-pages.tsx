import { progressUpdateSubmitPages } from '../../shared/reports/progress-update';
import { progressUpdate2Model } from './update';

/** The update's submit: PU11002 outside the window, PU21004 with its violations. */
export const submitPages = progressUpdateSubmitPages(progressUpdate2Model, {
  submitAction: 'PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION',
  violationsCode: 'PU21004',
});
