import type { RouteObject } from 'react-router';
import { progressUpdateTaskRoutes } from '../../shared/reports/progress-update/routes';

// Below a progress update 2 task: its three sections (step flows), then submit, its confirmation and errors.
export const progressUpdate2TaskRoutes: RouteObject[] = progressUpdateTaskRoutes(2, {
  sections: async () => (await import('./sections')).sections,
  submit: async () => (await import('./submit-pages')).submitPages,
});
