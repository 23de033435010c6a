import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import {
  redirectIfLoggedIn,
  requireAcceptedTerms,
  requireInstallationAccess,
  requireTermsPending,
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
