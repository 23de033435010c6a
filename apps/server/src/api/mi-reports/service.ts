import type { FastifyInstance } from 'fastify';
import { requestTaskTypes } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { RegulatorScope } from '../../domain/regulator-scope';
import type { NocP3 } from '../../workflow/notification-of-compliance-p3/payload';
import { runCustomQuery } from './custom-query';
import { checkReportQuery } from './query-guard';
import { miReportsRepository } from './repository';
import type { MiReportParams, MiReportResult, MiReportType, NocP3MiReportResult } from './schemas';

export const accountsUsersContactsColumns = [
  'Account registration number',
  'Account ID',
  'Account name',
  'Account status',
  'Is User Primary contact?',
  'Is User Secondary contact?',
  'User status',
  'Name',
  'Telephone',
  'Last logon',
  'Email',
  'User role',
  'Location of registered office',
] as const;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "dd MMMM yyyy HH:mm:ss" in UK time, as the reference formats the last logon. */
export function formatLastLogon(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    londonParts.formatToParts(at).find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** "+44 2079460000" from the stored country code (e.g. GB44) and number. */
function telephoneOf(code: string | null, number: string | null): string | null {
  if (!number) return null;
  const dial = code?.replace(/^[A-Z]+/, '');
  return dial ? `+${dial} ${number}` : number;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

// Types this service can generate through POST /mireports; the rest are switched off in the reference
// and have no generator here either (MIREPORT1001).
const generated = new Set<MiReportType>([
  'LIST_OF_ACCOUNTS_USERS_CONTACTS',
  'ACTION_PLAN_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
]);

/** Why custom SQL cannot run on the embedded database, in a regulator's words (ADR 10). */
export const CUSTOM_UNAVAILABLE =
  'Custom SQL reports are not available on this service: it cannot stop a query that runs too long. Ask your administrator to connect it to a PostgreSQL server.';

export function miReportsService(app: FastifyInstance) {
  const repository = miReportsRepository(app.db);

  const requireEnabled = async (scope: RegulatorScope, type: MiReportType) => {
    if (!(await repository.isEnabled(scope.competentAuthority, type))) throw new ApiError('MIREPORT1000');
  };

  const submitted = async (
    scope: RegulatorScope,
    reportType: MiReportType,
    requestType: 'ACTION_PLAN_P3' | 'PROGRESS_UPDATE_1_P3' | 'PROGRESS_UPDATE_2_P3',
  ): Promise<MiReportResult> => {
    // Each row carries the submitted container as the workflow stored it (ActionPlanP3Container,
    // ProgressUpdate1P3Container, ProgressUpdate2P3Container); the SPA lays it out in sheets.
    const rows = await repository.submittedReports(scope.competentAuthority, requestType);
    const results = rows.map((row) => {
      const common = {
        organisationName: row.organisationName,
        registrationNumber: row.registrationNumber,
        location: row.location,
      };
      if (requestType === 'ACTION_PLAN_P3') {
        return {
          actionPlanId: row.id,
          nocId: row.nocId,
          ...common,
          nocSubmitDate: iso(row.nocSubmitDate),
          actionPlanSubmitDate: iso(row.submissionDate),
          actionPlanContainer: row.payload,
        };
      }
      if (requestType === 'PROGRESS_UPDATE_1_P3') {
        return {
          pu1Id: row.id,
          ...common,
          pu1SubmitDate: iso(row.submissionDate),
          actionPlanId: row.actionPlanId,
          actionPlanSubmitDate: iso(row.actionPlanSubmitDate),
          progressUpdate1Container: row.payload,
        };
      }
      return {
        pu2Id: row.id,
        ...common,
        pu2SubmitDate: iso(row.submissionDate),
        pu1Id: row.pu1Id,
        pu1SubmitDate: iso(row.pu1SubmitDate),
        actionPlanId: row.actionPlanId,
        actionPlanSubmitDate: iso(row.actionPlanSubmitDate),
        progressUpdate2Container: row.payload,
      };
    });
    return { reportType, columnNames: results[0] ? Object.keys(results[0]) : [], results };
  };

  return {
    types: async (scope: RegulatorScope) => {
      const types = await repository.enabledTypes(scope.competentAuthority);
      // Said on the report list, before anyone writes a query that could not run here.
      if (app.databaseKind === 'postgres') return types;
      return types.map((type) =>
        type.miReportType === 'CUSTOM' ? { ...type, unavailableReason: CUSTOM_UNAVAILABLE } : type,
      );
    },

    requestTaskTypes: () => [...requestTaskTypes],

    async generate(scope: RegulatorScope, params: MiReportParams): Promise<MiReportResult> {
      // CUSTOM has its own endpoint; the NOC report is read page by page through GET noc/phase-3.
      if (params.reportType === 'CUSTOM' || params.reportType === 'NOC_SUBMITTED_DATA_P3') {
        throw new ApiError('MIREPORT1000');
      }
      await requireEnabled(scope, params.reportType);
      if (!generated.has(params.reportType)) throw new ApiError('MIREPORT1001');
      switch (params.reportType) {
        case 'ACTION_PLAN_SUBMITTED_DATA_P3':
          return submitted(scope, params.reportType, 'ACTION_PLAN_P3');
        case 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3':
          return submitted(scope, params.reportType, 'PROGRESS_UPDATE_1_P3');
        case 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3':
          return submitted(scope, params.reportType, 'PROGRESS_UPDATE_2_P3');
        default: {
          const rows = await repository.accountsUsersContacts(scope.competentAuthority);
          const [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12] = accountsUsersContactsColumns;
          return {
            reportType: 'LIST_OF_ACCOUNTS_USERS_CONTACTS',
            columnNames: [...accountsUsersContactsColumns],
            results: rows.map((row) => ({
              userId: row.userId,
              [c0]: row.registrationNumber,
              [c1]: row.organisationId,
              [c2]: row.accountName,
              [c3]: row.accountStatus,
              [c4]: row.isPrimary,
              [c5]: row.isSecondary,
              [c6]: row.authorityStatus,
              [c7]: `${row.firstName} ${row.lastName}`,
              [c8]: telephoneOf(row.phoneNumberCode, row.phoneNumber),
              [c9]: row.lastLoginAt ? formatLastLogon(row.lastLoginAt) : null,
              [c10]: row.email,
              [c11]: row.roleName,
              [c12]: row.location,
            })),
          };
        }
      }
    },

    async generateCustom(
      scope: RegulatorScope,
      reportType: MiReportType,
      sqlQuery: string,
    ): Promise<MiReportResult> {
      if (reportType !== 'CUSTOM') throw new ApiError('MIREPORT1000');
      await requireEnabled(scope, 'CUSTOM');
      // Checked with PostgreSQL's parser on both databases, so a mistake is explained at once.
      await checkReportQuery(sqlQuery);
      // PGlite runs in this process's one thread and cannot stop a statement: a cross join of allowed
      // views there would block every user until it ended (ADR 10).
      if (app.databaseKind !== 'postgres') throw new ApiError('REPORT1001', [], CUSTOM_UNAVAILABLE);
      const { columnNames, results } = await runCustomQuery(app.db, scope.competentAuthority, sqlQuery, {
        timeoutMs: app.config.miReportTimeoutMs,
        userId: scope.userId,
      });
      return { reportType: 'CUSTOM', columnNames, results };
    },

    async submittedNocs(scope: RegulatorScope, page: number, size: number): Promise<NocP3MiReportResult> {
      // Filtered to the caller's competent authority (the reference does not filter, but every account
      // there is in England; a regulator of another nation has no business reading England's NOCs).
      const { rows, total } = await repository.submittedNocs(scope.competentAuthority, page, size);
      const results: NocP3MiReportResult['results'] = {};
      for (const row of rows) {
        results[row.id] = {
          id: row.id,
          organisationName: row.organisationName,
          ...(row.registrationNumber ? { registrationNumber: row.registrationNumber } : {}),
          location: row.location,
          noc: row.noc as NocP3,
          status: row.status,
        };
      }
      return { reportType: 'NOC_SUBMITTED_DATA_P3', results, total };
    },
  };
}
