import type { MatrixCase } from './cases';
import { groups } from './callers';

/** The compliance overview and drill-down: role REGULATOR only, each read of the caller's competent authority. */
export const complianceCases: MatrixCase[] = [
  {
    operationId: 'getComplianceOverview',
    method: 'GET',
    url: () => '/api/v1.0/compliance/overview',
    allowed: groups.regulators,
  },
  {
    operationId: 'getComplianceAccounts',
    method: 'GET',
    url: () => '/api/v1.0/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED',
    allowed: groups.regulators,
  },
];
