import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import { getSession } from '../shared/auth';
import {
  redirectIfLoggedIn,
  requireAcceptedTerms,
  requireInstallationAccess,
  requireRegulator,
  requireTermsPending,
  requireUnregisteredOperator,
} from './guards';
import { Layout } from './Layout';
import type { RouteHandle } from './route-handle';
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
