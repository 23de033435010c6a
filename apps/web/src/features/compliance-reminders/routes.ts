import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator } from '../../shared/routing';

/** Send a reminder from a compliance account list (ADR 51): regulators only, loaded when first opened. */
export const complianceRemindersRoutes: RouteObject[] = pageRoutes(
  () => import('./RemindersPage'),
  [['compliance/reminders', 'Send a reminder', 'RemindersPage']],
  { loader: requireRegulator },
);
