import type { MatrixCase } from './cases';
import { groups } from './callers';

/** The list of submitted reports: role REGULATOR only, each reading their own competent authority's. */
export const submittedReportsCases: MatrixCase[] = [
  {
    operationId: 'getSubmittedReports',
    method: 'GET',
    url: () => '/api/v1.0/submitted-reports?type=NOTIFICATION_OF_COMPLIANCE_P3&page=0&pageSize=10',
    allowed: groups.regulators,
  },
];
