import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import { getSession } from '../shared/auth';
import {
  redirectIfLoggedIn,
  requireAcceptedTerms,
  requireAccountApplicant,
  requireInstallationAccess,
  requireRegulator,
  requireTermsPending,
  requireUnregisteredOperator,
} from '../shared/routing';
import { Layout } from './Layout';
import type { RouteHandle } from '../shared/routing';
import { RouteError } from './RouteError';

const landingHandle: RouteHandle = { title: 'Home', breadcrumb: 'Home' };

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
          // The landing page is the only route in the initial bundle.
          { index: true, element: <LandingPage />, handle: landingHandle },
          { path: 'landing', element: <LandingPage />, handle: landingHandle },
          {
            path: 'start-login',
            loader: redirectIfLoggedIn,
            handle: { title: 'Create a sign in or sign in' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/start-login')).StartLoginPage },
          },
          {
            path: 'signin-callback',
            handle: { title: 'Signing in' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/start-login')).SignInCallbackPage },
          },
          {
            // Signed-in pages that fetch data share the lazily loaded query provider.
            lazy: { Component: async () => (await import('./DataLayout')).DataLayout },
            children: [
              {
                path: 'dashboard',
                loader: requireInstallationAccess,
                handle: { title: 'Tasks' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/dashboard')).DashboardPage },
              },
              {
                path: 'terms-and-conditions',
                loader: requireTermsPending,
                handle: { title: 'Terms and conditions' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/terms')).TermsPage },
              },
              {
                path: 'feedback',
                handle: { title: 'Give feedback' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/feedback')).FeedbackPage },
              },
              // Operator registration and invitations (web-screens §4.1).
              {
                path: 'registration/register',
                loader: () => redirect('/registration/register/contact-details'),
              },
              {
                path: 'registration/register/contact-details',
                loader: requireUnregisteredOperator,
                handle: { title: 'Enter your details' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/registration')).ContactDetailsPage,
                },
              },
              {
                path: 'registration/register/summary',
                loader: requireUnregisteredOperator,
                handle: { title: 'Check your answers' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/registration')).SummaryPage },
              },
              {
                path: 'registration/register/success',
                handle: { title: 'You have successfully created a user account' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/registration')).SuccessPage },
              },
              {
                path: 'registration/invitation',
                handle: { title: 'Invitation' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/registration')).InvitationPage },
              },
              {
                path: 'registration/invitation/invalid-link',
                loader: () => redirect('/registration/invalid-link'),
              },
              {
                path: 'registration/invalid-link',
                handle: { title: 'This link is not valid' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/registration')).InvalidLinkPage },
              },
              // Users and contacts of an account (web-screens §2.3); the account page will host it as a tab.
              {
                path: 'accounts/:accountId/users',
                loader: requireInstallationAccess,
                handle: { title: 'Users and contacts' } satisfies RouteHandle,
                lazy: {
                  Component: async () =>
                    (await import('../features/users-and-contacts')).UsersAndContactsPage,
                },
              },
              {
                path: 'accounts/:accountId/users/add/:userType',
                loader: requireInstallationAccess,
                handle: { title: 'Add a new user' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/users-and-contacts')).AddUserPage },
              },
              {
                path: 'accounts/:accountId/users/:userId',
                loader: requireInstallationAccess,
                handle: { title: 'User details' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/users-and-contacts')).UserDetailsPage,
                },
              },
              {
                path: 'accounts/:accountId/users/:userId/delete',
                loader: requireInstallationAccess,
                handle: { title: 'Remove user' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/users-and-contacts')).DeleteUserPage,
                },
              },
              // Apply for an organisation account (web-screens §2.6): the wizard's answers live in memory.
              ...(
                [
                  [
                    'accounts/new',
                    'Is the UK organisation registered at Companies House?',
                    'RegistrationNumberPage',
                  ],
                  ['accounts/new/details', 'Enter the organisation details', 'DetailsPage'],
                  ['accounts/new/location', 'Where is your registered office located?', 'LocationPage'],
                  ['accounts/new/summary', 'Check your answers', 'SummaryPage'],
                  ['accounts/new/submitted', 'Application sent', 'SubmittedPage'],
                  ['accounts/new/cancel', 'Are you sure you want to cancel your application?', 'CancelPage'],
                ] as const
              ).map(([path, title, page]): RouteObject => ({
                path,
                loader: requireAccountApplicant,
                handle: { title } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/account-opening'))[page] },
              })),
              // Upload of verified organisation accounts (web-screens §2.5): both segments are static, so it
              // ranks above 'accounts/:accountId'. The feature's loader checks the permission level.
              {
                path: 'accounts/upload-organisation-accounts',
                loader: async () => {
                  requireRegulator();
                  return (await import('../features/account-onboarding')).uploadOrganisationAccountsLoader();
                },
                handle: { title: 'Upload verified organisation accounts' } satisfies RouteHandle,
                lazy: {
                  Component: async () =>
                    (await import('../features/account-onboarding')).UploadOrganisationAccountsPage,
                },
              },
              // The accounts area (web-screens §2.1, §2.2). 'accounts/new' and 'accounts/:accountId/users' above
              // are separate routes: static segments rank first, so neither is taken by ':accountId'.
              {
                path: 'accounts',
                loader: requireInstallationAccess,
                handle: { breadcrumb: 'Accounts' } satisfies RouteHandle,
                children: [
                  {
                    index: true,
                    handle: { title: 'Accounts' } satisfies RouteHandle,
                    lazy: { Component: async () => (await import('../features/accounts')).AccountsPage },
                  },
                  {
                    id: 'organisation-account',
                    path: ':accountId',
                    loader: async (args) => (await import('../features/accounts')).accountLoader(args),
                    lazy: {
                      shouldRevalidate: async () =>
                        (await import('../features/accounts')).shouldRevalidateAccount,
                    },
                    handle: {
                      breadcrumb: (data) => (data as { name?: string } | undefined)?.name,
                    } satisfies RouteHandle,
                    children: (
                      [
                        ['', 'Account', 'AccountPage'],
                        ['update', 'Update the organisation details', 'UpdateAccountPage'],
                        ['process-actions', 'Start a new task', 'ProcessActionsPage'],
                        ['workflows/:requestId', 'Workflow', 'WorkflowItemPage'],
                        ['phases/:requestId', 'Workflow', 'WorkflowItemPage'],
                        ['workflows/:requestId/timeline/:actionId', 'Timeline event', 'WorkflowTimelinePage'],
                        ['phases/:requestId/timeline/:actionId', 'Timeline event', 'WorkflowTimelinePage'],
                        ['notes/add', 'Add a note', 'AccountNoteFormPage'],
                        ['notes/:noteId/edit', 'Edit note', 'AccountNoteFormPage'],
                        ['notes/:noteId/delete', 'Delete note', 'DeleteAccountNotePage'],
                      ] as const
                    ).map(([path, title, page]): RouteObject => ({
                      ...(path ? { path } : { index: true }),
                      // Below the account page, the account's name links back to it.
                      handle: { title, breadcrumb: path ? true : undefined } satisfies RouteHandle,
                      lazy: { Component: async () => (await import('../features/accounts'))[page] },
                    })),
                  },
                ],
              },
              // Passwords and authenticator apps (public, except changing your own authenticator).
              {
                path: 'forgot-password',
                handle: { title: 'Reset your password' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/forgot-password')).ForgotPasswordPage,
                },
              },
              {
                path: 'forgot-password/reset-password',
                handle: { title: 'Create a new password' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/forgot-password')).ResetPasswordPage,
                },
              },
              {
                path: 'forgot-password/otp',
                handle: { title: 'Enter your authenticator code' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/forgot-password')).OtpPage },
              },
              {
                path: 'forgot-password/invalid-link',
                handle: { title: 'The password reset link has expired' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/forgot-password')).InvalidLinkPage,
                },
              },
              {
                path: '2fa/reset-2fa',
                handle: { title: 'Reset your authenticator app' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/two-factor')).Reset2faPage },
              },
              {
                path: '2fa/request-change',
                handle: { title: 'Remove your authenticator app' } satisfies RouteHandle,
                lazy: {
                  Component: async () => (await import('../features/two-factor')).RemoveAuthenticatorPage,
                },
              },
              {
                path: '2fa/change',
                loader: () => (getSession().loggedIn ? null : redirect('/')),
                handle: { title: 'Change your authenticator app' } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/two-factor')).Change2faPage },
              },
              // Regulator users (web-screens §3) and the regulator invitation link (§4.2).
              ...(
                [
                  ['user/regulators', 'Regulator users', 'RegulatorUsersPage'],
                  ['user/regulators/add', 'Add a new user', 'RegulatorUserPage'],
                  ['user/regulators/:userId', 'User details', 'RegulatorUserPage'],
                  ['user/regulators/:userId/delete', 'Delete user', 'DeleteRegulatorUserPage'],
                ] as const
              ).map(([path, title, page]): RouteObject => ({
                path,
                loader: requireRegulator,
                handle: {
                  title,
                  breadcrumb: title === 'Regulator users' ? title : undefined,
                } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/regulator-users'))[page] },
              })),
              // MI reports (web-screens §1.4): regulators only.
              {
                path: 'mi-reports',
                loader: requireRegulator,
                handle: { breadcrumb: 'MI Reports' } satisfies RouteHandle,
                children: (
                  [
                    ['', 'MI Reports', 'MiReportsPage'],
                    [
                      'accounts-users-contacts',
                      'List of accounts, users and contacts',
                      'AccountsUsersContactsPage',
                    ],
                    ['custom', 'Custom SQL report', 'CustomReportPage'],
                    [
                      'submitted-nocs',
                      'Submitted notifications of compliance (phase 3)',
                      'SubmittedNocsPage',
                    ],
                    ['action-plan-published-data', 'Submitted action plans (phase 3)', 'ActionPlanDataPage'],
                    [
                      'progress-update-1-published-data',
                      'Submitted progress updates 1 (phase 3)',
                      'ProgressUpdate1DataPage',
                    ],
                    [
                      'progress-update-2-published-data',
                      'Submitted progress updates 2 (phase 3)',
                      'ProgressUpdate2DataPage',
                    ],
                  ] as const
                ).map(([path, title, page]): RouteObject => ({
                  ...(path === '' ? { index: true } : { path }),
                  // A report page's trail is MI Reports (a link back to the list) › the report.
                  handle: { title, breadcrumb: path === '' ? undefined : true } satisfies RouteHandle,
                  lazy: { Component: async () => (await import('../features/mi-reports'))[page] },
                })),
              },
              {
                path: 'invitation/regulator',
                handle: { title: 'Invitation' } satisfies RouteHandle,
                lazy: {
                  Component: async () =>
                    (await import('../features/regulator-invitation')).RegulatorInvitationPage,
                },
              },
              {
                path: 'invitation/regulator/invalid-link',
                handle: { title: 'This link is not valid' } satisfies RouteHandle,
                lazy: {
                  Component: async () =>
                    (await import('../features/regulator-invitation')).RegulatorInvitationInvalidLinkPage,
                },
              },
              {
                path: 'invitation/verifier',
                handle: { title: 'Activate your account' } satisfies RouteHandle,
                lazy: {
                  Component: async () =>
                    (await import('../features/verifier-invitation')).VerifierInvitationPage,
                },
              },
              // Notes on a request (web-screens §6.5); the pages return to the page that linked to them.
              ...(
                [
                  ['requests/:requestId/notes/add', 'Add a note', 'RequestNoteFormPage'],
                  ['requests/:requestId/notes/:noteId/edit', 'Edit note', 'RequestNoteFormPage'],
                  ['requests/:requestId/notes/:noteId/delete', 'Delete note', 'DeleteRequestNotePage'],
                ] as const
              ).map(([path, title, page]): RouteObject => ({
                path,
                loader: requireInstallationAccess,
                handle: { title } satisfies RouteHandle,
                lazy: { Component: async () => (await import('../features/request-notes'))[page] },
              })),
              // A request task and its sub-pages (web-screens §6). The loader is the guard: the task, its
              // timeline and related tasks, or the dashboard. '/tasks' alone still goes to the dashboard.
              {
                id: 'request-task',
                path: 'tasks/:taskId',
                loader: async (args) => {
                  requireInstallationAccess();
                  return (await import('../features/tasks')).taskLoader(args);
                },
                lazy: {
                  shouldRevalidate: async () => (await import('../features/tasks')).shouldRevalidateTask,
                },
                children: (
                  [
                    ['', 'Task', 'TaskPage'],
                    ['change-assignee', 'Select a person', 'ChangeAssigneePage'],
                    ['change-assignee/success', 'Task reassigned', 'ChangeAssigneeSuccessPage'],
                    ['cancel', 'Cancel task', 'CancelTaskPage'],
                    ['cancel/confirmation', 'Task cancelled', 'CancelConfirmationPage'],
                    [
                      'organisation-account-application-review/details',
                      'Enter the organisation details',
                      'AmendDetailsPage',
                    ],
                    [
                      'organisation-account-application-review/submitted',
                      'Decision submitted',
                      'ReviewSubmittedPage',
                    ],
                    [
                      'account-closure/submit',
                      'Are you sure you want to close this account?',
                      'AccountClosureSubmitPage',
                    ],
                    ['account-closure/confirmation', 'Account closed', 'AccountClosureConfirmationPage'],
                  ] as const
                )
                  .map(([path, title, page]): RouteObject => ({
                    ...(path ? { path } : { index: true }),
                    handle: { title } satisfies RouteHandle,
                    lazy: { Component: async () => (await import('../features/tasks'))[page] },
                  }))
                  .concat({
                    path: 'timeline/:actionId',
                    loader: async (args) => {
                      requireInstallationAccess();
                      return (await import('../features/tasks')).requestActionLoader(args);
                    },
                    handle: { title: 'Timeline event' } satisfies RouteHandle,
                    lazy: { Component: async () => (await import('../features/tasks')).TimelineActionPage },
                  }),
              },
            ],
          },
          { path: 'tasks', loader: () => redirect('/dashboard') },
          {
            path: 'about',
            handle: { title: 'About' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/static-pages')).AboutPage },
          },
          {
            path: 'privacy-notice',
            handle: { title: 'Privacy notice' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/static-pages')).PrivacyNoticePage },
          },
          {
            path: 'accessibility',
            handle: { title: 'Accessibility statement' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/static-pages')).AccessibilityPage },
          },
          {
            path: 'contact-us',
            handle: { title: 'Contact us' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/static-pages')).ContactUsPage },
          },
          {
            path: 'cookies',
            handle: { title: 'Cookies' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/cookies')).CookiesPage },
          },
          {
            path: 'timed-out',
            loader: redirectIfLoggedIn,
            handle: { title: 'Session Timeout' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/timed-out')).TimedOutPage },
          },
          {
            path: 'error/404',
            handle: { title: 'Page not found' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/errors')).NotFoundPage },
          },
          {
            path: 'error/500',
            handle: { title: 'Sorry, there is a problem with the service' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../features/errors')).ServerErrorPage },
          },
          { path: '*', loader: () => redirect('/error/404') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
