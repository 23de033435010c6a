import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../routing';
import { stepFlowRoute } from '../../step-flow/route';
import { progressUpdatePages } from './pages';

/** What a progress update feature's lazily loaded sections module exports. */
export interface ProgressUpdateSectionsModule {
  GroupChangeSection: ComponentType;
  groupChangeTitle: (address: string) => string | undefined;
  MeasuresSection: ComponentType;
  measuresTitle: (address: string) => string | undefined;
  ConfirmationSection: ComponentType;
  confirmationTitle: (address: string) => string | undefined;
}

/** What its lazily loaded submit pages module exports. */
export interface ProgressUpdateSubmitModule {
  SubmitPage: ComponentType;
  SentPage: ComponentType;
  ErrorsPage: ComponentType;
}

/**
 * The routes below a progress update task (safe for the route tables: every page loads lazily): its three
 * sections (step flows), then submit, its confirmation and its problems page.
 */
export function progressUpdateTaskRoutes(
  n: number,
  load: {
    sections: () => Promise<ProgressUpdateSectionsModule>;
    submit: () => Promise<ProgressUpdateSubmitModule>;
  },
): RouteObject[] {
  const pages = progressUpdatePages(n);
  const section = (
    path: string,
    component: 'GroupChangeSection' | 'MeasuresSection' | 'ConfirmationSection',
    title: 'groupChangeTitle' | 'measuresTitle' | 'confirmationTitle',
  ) =>
    stepFlowRoute({
      path,
      load: async () => {
        const module = await load.sections();
        return { Component: module[component], title: module[title] };
      },
    });
  return [
    section(pages.groupChange, 'GroupChangeSection', 'groupChangeTitle'),
    section(pages.measures, 'MeasuresSection', 'measuresTitle'),
    section(pages.confirmation, 'ConfirmationSection', 'confirmationTitle'),
    ...pageRoutes(load.submit, [
      [pages.submit, 'Submit to regulator', 'SubmitPage'],
      [pages.sent, `Progress Update ${n} sent to regulator`, 'SentPage', { backlink: false }],
      [pages.errors, 'Your progress update has problems', 'ErrorsPage'],
    ]),
  ];
}
