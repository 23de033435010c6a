import type { WorkflowFeature } from '../../shared/workflow';
import { closureTaskRoutes } from './routes';

/** Account closure on the web: its start card, the closure task, its pages and its event. */
export const accountClosure: WorkflowFeature<'ACCOUNT_CLOSURE'> = {
  requestType: 'ACCOUNT_CLOSURE',
  taskRoutes: closureTaskRoutes,
  load: async () => (await import('./definition')).accountClosure,
};
