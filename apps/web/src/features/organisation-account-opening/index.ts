import type { WorkflowFeature } from '../../shared/workflow';
import { applyRoutes, reviewTaskRoutes } from './routes';

/** Organisation account opening on the web: the application wizard, the review task and their events. */
export const organisationAccountOpening: WorkflowFeature<'ORGANISATION_ACCOUNT_OPENING'> = {
  requestType: 'ORGANISATION_ACCOUNT_OPENING',
  routes: applyRoutes,
  taskRoutes: reviewTaskRoutes,
  load: async () => (await import('./definition')).organisationAccountOpening,
};
