import type { MatrixCase } from './cases';
import { groups } from './callers';

/** MI reports: role REGULATOR only (any permissions), each run against the caller's competent authority. */
export const miReportsCases: MatrixCase[] = [
  {
    operationId: 'getCurrentUserMiReports',
    method: 'GET',
    url: () => '/api/v1.0/ORGANISATION/mireports/types',
    allowed: groups.regulators,
  },
  {
    operationId: 'getRegulatorRequestTaskTypes',
    method: 'GET',
    url: () => '/api/v1.0/ORGANISATION/mireports/request-task-types',
    allowed: groups.regulators,
  },
  {
    operationId: 'generateReport',
    method: 'POST',
    url: () => '/api/v1.0/ORGANISATION/mireports',
    payload: () => ({ reportType: 'ACTION_PLAN_SUBMITTED_DATA_P3' }),
    allowed: groups.regulators,
  },
  {
    operationId: 'generateCustomReport',
    method: 'POST',
    url: () => '/api/v1.0/ORGANISATION/mireports/custom',
    payload: () => ({ reportType: 'CUSTOM', sqlQuery: 'select count(*) from accounts' }),
    allowed: groups.regulators,
  },
  {
    operationId: 'generateNocP3Report',
    method: 'GET',
    url: () => '/api/v1.0/ORGANISATION/mireports/noc/phase-3?page=0&size=10',
    allowed: groups.regulators,
  },
];
