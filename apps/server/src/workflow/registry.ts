import type { RequestTypeDefinition } from './definition';
import { derivePermissions } from './permissions';
import { accountClosure } from './account-closure/definition';
import { actionPlanP3 } from './action-plan-p3/definition';
import { notificationOfComplianceP3 } from './notification-of-compliance-p3/definition';
import { organisationAccountOpening } from './organisation-account-opening/definition';
import { progressUpdate1P3 } from './progress-update-1-p3/definition';
import { progressUpdate2P3 } from './progress-update-2-p3/definition';

/**
 * Every workflow the service runs: one folder each, one line here. Everything else about workflows
 * (task rules, create rules, categories, timeline types, the documented payload unions, the operator role
 * templates and regulator permission groups) is derived from this list (tables.ts, payload-schemas.ts,
 * permissions.ts). The order is the order of those unions' members.
 */
export const requestTypeDefinitions: readonly RequestTypeDefinition[] = [
  organisationAccountOpening,
  notificationOfComplianceP3,
  actionPlanP3,
  accountClosure,
  progressUpdate1P3,
  progressUpdate2P3,
];

/**
 * The service's operator role templates and regulator permission groups, made from its workflows' declarations
 * (ADR 45), for what runs without an app: the seeds, benchmarks and tests. An app uses its engine's
 * (`app.workflow.tables.permissions`), made from the workflows it runs.
 */
export const servicePermissions = derivePermissions(requestTypeDefinitions);
