// The step-flow kit: a section of form pages, each with its own zod schema, saved on every Continue, ending on
// 'Check your answers'. Lazy-only (forms and zod): route tables import ./route, never this file.
export { StepFlowPage } from './StepFlowPage';
export type { StepFlowPageProps } from './StepFlowPage';
export {
  StepFieldError,
  backPath,
  checkAnswersPath,
  fillPath,
  firstUnanswered,
  href,
  isDone,
  matchStep,
  nextPath,
  redirectFor,
  resumePath,
  routeOf,
  stepPage,
  stepTitle,
} from './flow';
export { NEW_ITEM, addAnotherPages } from './add-another';
export type { AddAnotherOptions } from './add-another';
export { AddAnotherList } from './AddAnotherList';
export type { AddAnotherItem, AddAnotherListProps } from './AddAnotherList';
export { sessionDraft } from './session-draft';
export type { Draft, SessionDraft } from './session-draft';
export type * from './types';
