import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';
import { stepFlowRoute } from '../../shared/step-flow/route';
import { text } from '../../shared/i18n/catalogue';
import { actionPlanTitles, type TitleKey } from './titles.messages.en';
import { ACTION_PLAN_PAGES } from './segments';

const sections = () => import('./sections');

// Below an action plan task: its two sections (step flows), then submit, its confirmation and its errors.
export const actionPlanTaskRoutes: RouteObject[] = [
  stepFlowRoute({
    path: ACTION_PLAN_PAGES.measures,
    load: async () => {
      const module = await sections();
      return { Component: module.MeasuresSection, title: module.measuresTitle };
    },
  }),
  stepFlowRoute({
    path: ACTION_PLAN_PAGES.confirmation,
    load: async () => {
      const module = await sections();
      return { Component: module.ConfirmationSection, title: module.confirmationTitle };
    },
  }),
  ...pageRoutes(
    () => import('./submit-pages'),
    [
      [ACTION_PLAN_PAGES.submit, 'submitTitle', 'ActionPlanSubmitPage'],
      [ACTION_PLAN_PAGES.sent, 'sentTitle', 'ActionPlanSentPage', { backlink: false }],
      [ACTION_PLAN_PAGES.errors, 'errorsTitle', 'ActionPlanErrorsPage'],
    ],
    // The rows name catalogue keys: a title read when shown is in the page's language.
    { handle: (_path, key) => ({ title: () => text(actionPlanTitles, key as TitleKey) }) },
  ),
];
