import type { FastifyInstance } from 'fastify';
import type { RegulatorScope } from '../../domain/regulator-scope';
import type { RequestTypeDefinition } from '../../workflow/definition';
import { dayAfter } from '../../workflow/validity-windows';
import { submittedReportsRepository } from './repository';
import type { SubmittedReportDto, SubmittedReportsResponse } from './schemas';

export interface SubmittedReportsQuery {
  type?: string | undefined;
  category?: string | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
  search?: string | undefined;
  sort: string;
  page: number;
  pageSize: number;
}

const londonHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * The instant a UK date begins. London is UTC or an hour ahead, and at 00:00 UTC of any day it is
 * already the offset its midnight had (clocks change at 01:00 UTC), so midnight is 00:00 UTC less it.
 */
export function ukMidnight(date: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const offsetHours = Number(londonHour.format(new Date(utc)));
  return new Date(utc - offsetHours * 3_600_000);
}

/**
 * The reports the list offers: the registered definitions that keep submitted records, each with the
 * timeline entry its submission records, which is the reference's `<TYPE>_APPLICATION_SUBMITTED` and
 * must be one the definition declares (checked when the routes are made, not when someone opens one).
 */
export function listedReports(definitions: readonly RequestTypeDefinition[]) {
  return definitions
    .filter((definition) => definition.submittedRecords === true)
    .map((definition) => {
      const submittedAction = `${definition.type}_APPLICATION_SUBMITTED`;
      if (!(submittedAction in definition.requestActions)) {
        throw new Error(`report ${definition.type} records no ${submittedAction} timeline entry`);
      }
      return { type: definition.type, submittedAction };
    });
}

export function submittedReportsService(app: FastifyInstance) {
  const repository = submittedReportsRepository(app.db);
  const reports = listedReports(app.workflow.tables.definitions);
  const reportTypes = reports.map((report) => report.type);
  const submittedActionTypes = reports.map((report) => report.submittedAction);

  return {
    reportTypes,

    async list(scope: RegulatorScope, query: SubmittedReportsQuery): Promise<SubmittedReportsResponse> {
      const before = dayAfter(query.submittedTo);
      const { rows, total, totalCapped } = await repository.page({
        competentAuthority: scope.competentAuthority,
        type: query.type,
        category: query.category,
        from: query.submittedFrom ? ukMidnight(query.submittedFrom) : undefined,
        before: before ? ukMidnight(before) : undefined,
        search: query.search || undefined,
        newestFirst: query.sort !== 'submittedAt,asc',
        page: query.page,
        size: query.pageSize,
        submittedActionTypes,
      });
      return {
        reports: rows.map((row) => {
          const report: SubmittedReportDto = {
            id: row.id,
            requestType: row.requestType,
            phase: row.phase,
            accountId: row.accountId,
            accountName: row.accountName,
            submittedAt: row.submittedAt.toISOString(),
          };
          if (row.registrationNumber) report.registrationNumber = row.registrationNumber;
          if (row.organisationId) report.organisationId = row.organisationId;
          if (row.category) report.category = row.category as SubmittedReportDto['category'];
          if (row.submittedActionId !== null) report.submittedActionId = row.submittedActionId;
          return report;
        }),
        total,
        totalCapped,
        reportTypes,
      };
    },
  };
}
