import {
  ReportErrorsPage,
  ReportSentPage,
  SubmitReportPage,
  type ReportSubmitConfig,
} from '../../../shared/reports';
import type { TaskPayload } from '../../../shared/workflow';
import { nocTaskPayload } from '../noc/model';
import { NOC_PAGES, NOC_SECTIONS } from '../sections/registry';
import { isReadyToSubmit } from './NocTaskList';

/**
 * The notification's submit (task-forms §1.5): NOC1002 outside the window ("Submission not allowed."),
 * NOC1001 with the violation list, each section's problems linking to its pages.
 */
const config: ReportSubmitConfig = {
  taskName: 'Submit Phase 3 notification',
  noun: 'notification',
  title: 'Notification',
  submitAction: 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
  windowCode: 'NOC1002',
  violationsCode: 'NOC1001',
  sections: NOC_SECTIONS.map((section) => ({
    key: section.key,
    name: section.title,
    segment: NOC_PAGES.section(section.path),
  })),
  ready: (payload) => isReadyToSubmit(nocTaskPayload(payload as TaskPayload | undefined)),
  segments: {
    submit: NOC_PAGES.submit,
    confirmation: NOC_PAGES.submitConfirmation,
    errors: NOC_PAGES.submitErrors,
  },
};

export function NocSubmitPage() {
  return <SubmitReportPage config={config} />;
}
export function NocSentPage() {
  return <ReportSentPage config={config} />;
}
export function NocErrorsPage() {
  return <ReportErrorsPage config={config} />;
}
