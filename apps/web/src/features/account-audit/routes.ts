import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator } from '../../shared/routing';

/** An account's audit history (ADR 21): regulators only, mounted below the account route. */
export const accountAuditRoutes: RouteObject[] = pageRoutes(
  () => import('./AuditPage'),
  [['audit', 'Audit history', 'AuditPage']],
  { loader: requireRegulator, handle: (_, title) => ({ title, breadcrumb: true }) },
);
