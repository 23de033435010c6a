import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountAuditRoutes, peopleAuditRoutes } from '../features/audit-history';
import { accountNotesRoutes } from '../features/account-notes';
import { accountOnboardingRoutes } from '../features/account-onboarding';
import { accountsRoutes } from '../features/accounts';
import { complianceRemindersRoutes } from '../features/compliance-reminders';
import { cookiesRoutes } from '../features/cookies';
import { dashboardRoutes } from '../features/dashboard';
import { errorsRoutes, notFoundRoute } from '../features/errors';
import { feedbackRoutes } from '../features/feedback';
import { forgotPasswordRoutes } from '../features/forgot-password';
import { landingRoutes } from '../features/landing';
import { miReportsRoutes } from '../features/mi-reports';
import { complianceRoutes } from '../features/compliance';
import { registrationRoutes } from '../features/registration';
import { regulatorInvitationRoutes } from '../features/regulator-invitation';
import { regulatorUsersRoutes } from '../features/regulator-users';
import { requestNotesRoutes } from '../features/request-notes';
import { startLoginRoutes } from '../features/start-login';
import { submittedReportsRoutes } from '../features/submitted-reports';
import { staticPagesRoutes } from '../features/static-pages';
import { tasksIndexRoute, tasksRoutes } from '../features/tasks';
import { termsRoutes } from '../features/terms';
import { timedOutRoutes } from '../features/timed-out';
import { twoFactorRoutes } from '../features/two-factor';
import { loadUsersTab, usersAndContactsRoutes } from '../features/users-and-contacts';
import { verifierInvitationRoutes } from '../features/verifier-invitation';
import { requireAcceptedTerms } from '../shared/routing';
import { loadWorkflows } from '../shared/workflow/registry';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { MI_WORKBOOKS, WORKFLOWS } from './workflows';

/** Each feature owns its routes; this composes them. Pages are lazy: only the landing page is in the initial bundle. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Start-up work is done before the router is created, so there is nothing to show meanwhile.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        // A signed-in user who has not accepted the latest terms sees them first, on every navigation.
        loader: requireAcceptedTerms,
        shouldRevalidate: () => true,
        children: [
          ...landingRoutes,
          ...startLoginRoutes,
          {
            // Signed-in pages share the lazily loaded query provider and the workflows' definitions.
            lazy: { Component: async () => (await import('./DataLayout')).DataLayout },
            loader: () => loadWorkflows(WORKFLOWS),
            shouldRevalidate: () => false,
            children: [
              ...dashboardRoutes,
              ...termsRoutes,
              ...feedbackRoutes,
              ...registrationRoutes,
              ...usersAndContactsRoutes,
              ...accountOnboardingRoutes,
              ...WORKFLOWS.flatMap((workflow) => workflow.routes ?? []),
              ...accountsRoutes({
                accountPages: [...accountNotesRoutes, ...accountAuditRoutes],
                loadUsersTab,
              }),
              ...forgotPasswordRoutes,
              ...twoFactorRoutes,
              ...regulatorUsersRoutes,
              ...miReportsRoutes({
                workbooks: MI_WORKBOOKS,
                startWorker: () =>
                  new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' }),
              }),
              ...submittedReportsRoutes,
              ...complianceRoutes,
              ...peopleAuditRoutes,
              ...complianceRemindersRoutes,
              ...regulatorInvitationRoutes,
              ...verifierInvitationRoutes,
              ...requestNotesRoutes,
              ...tasksRoutes(WORKFLOWS.flatMap((workflow) => workflow.taskRoutes ?? [])),
            ],
          },
          tasksIndexRoute,
          ...staticPagesRoutes,
          ...cookiesRoutes,
          ...timedOutRoutes,
          ...errorsRoutes,
          notFoundRoute,
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
