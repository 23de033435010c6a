import {
  ReportErrorsPage,
  ReportSentPage,
  SubmitReportPage,
  type ReportSubmitConfig,
} from '../../shared/reports';
import { useLanguage } from '../../shared/i18n';
import { SECTIONS, readyToSubmit, taskName } from './plan';
import { ACTION_PLAN_PAGES } from './segments';

/**
 * The plan's submit (ACTION_PLAN_P3_SUBMIT_APPLICATION): AP1001 outside the window, AP1002 with its violations.
 * Made when a page renders, so its names are in the page's language.
 */
const config = (): ReportSubmitConfig => ({
  taskName: taskName(),
  noun: 'action plan',
  title: 'Action plan',
  submitAction: 'ACTION_PLAN_P3_SUBMIT_APPLICATION',
  windowCode: 'AP1001',
  violationsCode: 'AP1002',
  sections: [
    { key: SECTIONS.measures.key, name: SECTIONS.measures.name, segment: ACTION_PLAN_PAGES.measures },
    {
      key: SECTIONS.confirmation.key,
      name: SECTIONS.confirmation.name,
      segment: ACTION_PLAN_PAGES.confirmation,
    },
  ],
  ready: readyToSubmit,
  segments: {
    submit: ACTION_PLAN_PAGES.submit,
    confirmation: ACTION_PLAN_PAGES.sent,
    errors: ACTION_PLAN_PAGES.errors,
  },
});

export function ActionPlanSubmitPage() {
  useLanguage();
  return <SubmitReportPage config={config()} />;
}
export function ActionPlanSentPage() {
  useLanguage();
  return <ReportSentPage config={config()} />;
}
export function ActionPlanErrorsPage() {
  useLanguage();
  return <ReportErrorsPage config={config()} />;
}
