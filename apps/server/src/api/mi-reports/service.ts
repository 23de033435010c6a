import type { FastifyInstance } from 'fastify';
import { requestTaskTypes } from '../../workflow/catalogue';
import { ApiError } from '../../platform/http/errors';
import type { RegulatorScope } from '../../domain/regulator-scope';
import type { NocP3 } from '../../workflow/notification-of-compliance-p3/payload';
import { runCustomQuery } from './custom-query';
import { checkReportQuery } from './query-guard';
import { miReportsRepository } from './repository';
import { exportedReports } from '../../workflow/reports/mi-export';
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

/** Why custom SQL cannot run on the embedded database, in a regulator's words (ADR 10). */
export const CUSTOM_UNAVAILABLE =
  'Custom SQL reports are not available on this service: it cannot stop a query that runs too long. Ask your administrator to connect it to a PostgreSQL server.';

export function miReportsService(app: FastifyInstance) {
  const repository = miReportsRepository(app.db);

  const requireEnabled = async (scope: RegulatorScope, type: MiReportType) => {
    if (!(await repository.isEnabled(scope.competentAuthority, type))) throw new ApiError('MIREPORT1000');
  };

  /** The report types' own exports, as their definitions declare them (ADR 45). */
  const exports = new Map(
    app.workflow.tables.definitions.flatMap((definition) =>
      definition.miExport
        ? [[definition.miExport.reportType, { type: definition.type, ...definition.miExport }]]
        : [],
    ),
  );

  const submitted = async (scope: RegulatorScope, reportType: MiReportType): Promise<MiReportResult> => {
    const declared = exports.get(reportType);
    if (!declared) throw new ApiError('MIREPORT1001');
    const reports = await exportedReports(app.db, scope.competentAuthority, declared.type, declared.follows);
    const results = reports.map((report) => declared.row(report));
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
      if (params.reportType !== 'LIST_OF_ACCOUNTS_USERS_CONTACTS') return submitted(scope, params.reportType);
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
