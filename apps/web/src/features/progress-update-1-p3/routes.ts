import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';
import { stepFlowRoute } from '../../shared/step-flow/route';
import { PU1_PAGES } from './segments';

const sections = () => import('./sections');

// Below a progress update 1 task: its three sections (step flows), then submit, its confirmation and errors.
export const progressUpdate1TaskRoutes: RouteObject[] = [
  stepFlowRoute({
    path: PU1_PAGES.groupChange,
    load: async () => {
      const module = await sections();
      return { Component: module.GroupChangeSection, title: module.groupChangeTitle };
    },
  }),
  stepFlowRoute({
    path: PU1_PAGES.measures,
    load: async () => {
      const module = await sections();
      return { Component: module.MeasuresSection, title: module.measuresTitle };
    },
  }),
  stepFlowRoute({
    path: PU1_PAGES.confirmation,
    load: async () => {
      const module = await sections();
      return { Component: module.ConfirmationSection, title: module.confirmationTitle };
    },
  }),
  ...pageRoutes(
    () => import('./submit-pages'),
    [
      [PU1_PAGES.submit, 'Submit to regulator', 'ProgressUpdate1SubmitPage'],
      [PU1_PAGES.sent, 'Progress Update 1 sent to regulator', 'ProgressUpdate1SentPage'],
      [PU1_PAGES.errors, 'Your progress update has problems', 'ProgressUpdate1ErrorsPage'],
    ],
  ),
];
