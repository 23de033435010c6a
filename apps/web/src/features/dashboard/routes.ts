import type { RouteObject } from 'react-router';
import { requireInstallationAccess, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    loader: requireInstallationAccess,
    handle: { title: 'Tasks' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).DashboardPage },
  },
];
