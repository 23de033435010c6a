import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import { redirectIfLoggedIn, requireInstallationAccess } from './guards';
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
            ],
          },
          { path: 'tasks', loader: () => redirect('/dashboard') },
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
