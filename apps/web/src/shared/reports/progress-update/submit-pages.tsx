import { ReportErrorsPage, ReportSentPage, SubmitReportPage, type ReportSubmitConfig } from '..';
import type { TaskActionType } from '../../workflow';
import { readyToSubmit, sectionsOf, type BaseUpdate, type ProgressUpdateModel } from './model';

/**
 * A progress update's submit, confirmation and problems pages: PU11002 outside the window, the update's own
 * code (its configuration names it) with its violations.
 */
export function progressUpdateSubmitPages<U extends BaseUpdate>(
  model: ProgressUpdateModel<U>,
  options: { submitAction: TaskActionType; violationsCode: string },
) {
  const sections = sectionsOf(model);
  const config: ReportSubmitConfig = {
    taskName: model.taskName,
    noun: 'progress update',
    title: `Progress Update ${model.n}`,
    submitAction: options.submitAction,
    windowCode: 'PU11002',
    violationsCode: options.violationsCode,
    sections: [sections.groupChange, sections.measures, sections.confirmation],
    ready: (payload) => readyToSubmit(model, payload),
    segments: { submit: model.pages.submit, confirmation: model.pages.sent, errors: model.pages.errors },
  };
  return {
    SubmitPage: () => <SubmitReportPage config={config} />,
    SentPage: () => <ReportSentPage config={config} />,
    ErrorsPage: () => <ReportErrorsPage config={config} />,
  };
}
