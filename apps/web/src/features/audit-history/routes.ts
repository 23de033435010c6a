import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator } from '../../shared/routing';

// Regulators only (ADR 21). One table for both pages keeps the application's start small.
const [accountAudit, peopleAudit] = pageRoutes(
  () => import('./AuditPage'),
  [
    ['audit', 'Audit history', 'AuditPage'],
    ['audit-history', 'Audit history of people', 'PeopleAuditPage'],
  ],
  {
    loader: requireRegulator,
    handle: (path, title) => ({ title, breadcrumb: path === 'audit' || undefined }),
  },
);

/** An account's audit history, mounted below the account route (its trail: Accounts › account › page). */
export const accountAuditRoutes: RouteObject[] = [accountAudit!];

/** The authority's people's changes not tied to an account, a page of its own. */
export const peopleAuditRoutes: RouteObject[] = [peopleAudit!];
