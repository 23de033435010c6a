import type { RouteObject } from 'react-router';
import { progressUpdateTaskRoutes } from '../../shared/reports/progress-update/routes';

// Below a progress update 1 task: its three sections (step flows), then submit, its confirmation and errors.
export const progressUpdate1TaskRoutes: RouteObject[] = progressUpdateTaskRoutes(1, {
  sections: async () => (await import('./sections')).sections,
  submit: async () => (await import('./submit-pages')).submitPages,
});
