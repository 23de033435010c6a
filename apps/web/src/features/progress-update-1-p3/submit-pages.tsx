import {
  ReportErrorsPage,
  ReportSentPage,
  SubmitReportPage,
  type ReportSubmitConfig,
} from '../../shared/reporting';
import { PU1_PAGES } from './segments';
import { SECTIONS, TASK_NAME, readyToSubmit } from './update';

/** The update's submit: PU11002 outside the window, PU11003 with its violations. */
const config: ReportSubmitConfig = {
  taskName: TASK_NAME,
  noun: 'progress update',
  title: 'Progress Update 1',
  submitAction: 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION',
  windowCode: 'PU11002',
  violationsCode: 'PU11003',
  sections: [
    { ...SECTIONS.groupChange, segment: PU1_PAGES.groupChange },
    { ...SECTIONS.measures, segment: PU1_PAGES.measures },
    { ...SECTIONS.confirmation, segment: PU1_PAGES.confirmation },
  ],
  ready: readyToSubmit,
  segments: { submit: PU1_PAGES.submit, confirmation: PU1_PAGES.sent, errors: PU1_PAGES.errors },
};

export function ProgressUpdate1SubmitPage() {
  return <SubmitReportPage config={config} />;
}
export function ProgressUpdate1SentPage() {
  return <ReportSentPage config={config} />;
}
export function ProgressUpdate1ErrorsPage() {
  return <ReportErrorsPage config={config} />;
}
