import {
  ReportErrorsPage,
  ReportSentPage,
  SubmitReportPage,
  type ReportSubmitConfig,
} from '../../shared/reports';
import { SECTIONS, TASK_NAME, readyToSubmit } from './plan';
import { ACTION_PLAN_PAGES } from './segments';

/** The plan's submit (ACTION_PLAN_P3_SUBMIT_APPLICATION): AP1001 outside the window, AP1002 with its violations. */
const config: ReportSubmitConfig = {
  taskName: TASK_NAME,
  noun: 'action plan',
  title: 'Action plan',
  submitAction: 'ACTION_PLAN_P3_SUBMIT_APPLICATION',
  windowCode: 'AP1001',
  violationsCode: 'AP1002',
  sections: [
    { ...SECTIONS.measures, segment: ACTION_PLAN_PAGES.measures },
    { ...SECTIONS.confirmation, segment: ACTION_PLAN_PAGES.confirmation },
  ],
  ready: readyToSubmit,
  segments: {
    submit: ACTION_PLAN_PAGES.submit,
    confirmation: ACTION_PLAN_PAGES.sent,
    errors: ACTION_PLAN_PAGES.errors,
  },
};

export function ActionPlanSubmitPage() {
  return <SubmitReportPage config={config} />;
}
export function ActionPlanSentPage() {
  return <ReportSentPage config={config} />;
}
export function ActionPlanErrorsPage() {
  return <ReportErrorsPage config={config} />;
}
