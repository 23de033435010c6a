import type { FastifyInstance } from 'fastify';
import type { RegulatorScope } from '../../domain/regulator-scope';
import { phase3, storedPhase } from '../../workflow/reports/phases';
import { ukDate } from '../../workflow/validity-windows';
import { notificationOfComplianceP3 } from '../../workflow/notification-of-compliance-p3/definition';
import { complianceRepository, type Scope } from './repository';
import { complianceRowStates, type ComplianceRowState } from './table';
import {
  complianceStates,
  type ComplianceAccount,
  type ComplianceAccountsQuery,
  type ComplianceOverview,
  type ComplianceSortField,
  type ComplianceState,
} from './schemas';
import { ApiError } from '../../platform/http/errors';

const DAY_MS = 86_400_000;

/** The phase the overview shows: the one the service's report definitions are made for. */
const currentPhase = phase3;

/** "Submit Phase 3 Action Plan" → "Phase 3 Action Plan": the report's name as its submit task gives it. */
const reportName = (displayName: string | undefined, fallback: string) =>
  displayName ? displayName.replace(/^Submit /, '') : fallback;

export function complianceService(app: FastifyInstance) {
  const repository = complianceRepository(app.db);
  // The reports of the phase, in the registry's order: the definitions that keep submitted records.
  const reports = app.workflow.tables.definitions
    .filter((definition) => definition.submittedRecords)
    .map((definition) => ({
      requestType: definition.type,
      name: reportName(Object.values(definition.tasks)[0]?.displayName, definition.type),
      dueDate: app.workflow.taskDueDate(definition.type) ?? null,
    }));
  const notificationType = notificationOfComplianceP3.type;
  const scopeOf = (scope: RegulatorScope): Scope => ({
    competentAuthority: scope.competentAuthority,
    phase: storedPhase(currentPhase),
  });
  const isOverdue = (dueDate: string | null, today: string) => dueDate !== null && today >= dueDate;

  /**
   * A drill-down's total from the counts table when it filters on nothing the table does not hold (the
   * notification's answers on another report, or the nation, need a count of the rows).
   */
  const countedTotal = async (
    scope: Scope,
    query: ComplianceAccountsQuery,
    overdue: boolean,
  ): Promise<number | undefined> => {
    const answers = query.category ?? query.leadAssessorType ?? query.route;
    if (query.nation || (answers && query.report !== notificationType)) return undefined;
    const state = query.submittedTo ? 'SUBMITTED' : query.state;
    if (query.submittedTo && query.state && query.state !== 'SUBMITTED') return undefined;
    const counted = (rowState: ComplianceRowState) =>
      repository.countOf(scope, {
        requestType: query.report,
        state: rowState,
        ...(query.category ? { category: query.category } : {}),
        ...(query.leadAssessorType ? { leadAssessorType: query.leadAssessorType } : {}),
        ...(query.route ? { route: query.route } : {}),
        ...(query.submittedTo ? { submittedTo: query.submittedTo } : {}),
      });
    if (state === 'IN_PROGRESS' || state === 'WITH_REVIEWER' || state === 'RETURNED' || state === 'SUBMITTED')
      return counted(state);
    if (answers) return undefined;
    const live = await repository.liveAccounts(scope);
    if (state === 'OVERDUE') return overdue ? live - (await counted('SUBMITTED')) : 0;
    const started = await Promise.all(complianceRowStates.map(counted));
    const startedTotal = started.reduce((sum, value) => sum + value, 0);
    return state === 'NOT_STARTED' ? live - startedTotal : live;
  };

  return {
    async overview(regulator: RegulatorScope, now = new Date()): Promise<ComplianceOverview> {
      const scope = scopeOf(regulator);
      const today = ukDate(now);
      const [liveAccounts, counts, days, answers] = await Promise.all([
        repository.liveAccounts(scope),
        repository.stateCounts(scope),
        repository.submissionsByDay(scope),
        repository.notificationAnswers(scope, notificationType),
      ]);
      const byReport = reports.map((report) => {
        const tally = Object.fromEntries(complianceStates.map((state) => [state, 0])) as Record<
          ComplianceState,
          number
        >;
        for (const row of counts) if (row.requestType === report.requestType) tally[row.state] += row.count;
        const started = tally.IN_PROGRESS + tally.WITH_REVIEWER + tally.RETURNED + tally.SUBMITTED;
        tally.NOT_STARTED = Math.max(0, liveAccounts - started);
        tally.OVERDUE = isOverdue(report.dueDate, today) ? liveAccounts - tally.SUBMITTED : 0;
        let cumulative = 0;
        const submissions = days
          .filter((day) => day.requestType === report.requestType)
          .map((day) => ({ date: day.date, submitted: day.count, cumulative: (cumulative += day.count) }));
        return { ...report, states: tally, submissions };
      });
      const tallyBy = (key: 'category' | 'leadAssessorType' | 'route') => {
        const totals = new Map<string | null, number>();
        for (const row of answers) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.count);
        return [...totals].map(([value, count]) => ({ value, count }));
      };
      return {
        phase: { code: currentPhase.code, label: currentPhase.label },
        today,
        liveAccounts,
        reports: byReport,
        ...(reports.some((report) => report.requestType === notificationType)
          ? {
              notification: {
                requestType: notificationType,
                byCategory: tallyBy('category'),
                byLeadAssessor: tallyBy('leadAssessorType'),
                byRoute: tallyBy('route'),
              },
            }
          : {}),
      };
    },

    async accounts(
      regulator: RegulatorScope,
      query: ComplianceAccountsQuery,
      now = new Date(),
    ): Promise<{ accounts: ComplianceAccount[]; total: number }> {
      const report = reports.find((candidate) => candidate.requestType === query.report);
      if (!report) {
        throw new ApiError('FORM1002', [
          { fieldName: 'report', message: 'is not a report of the current phase' },
        ]);
      }
      const today = ukDate(now);
      const overdue = isOverdue(report.dueDate, today);
      const [field, direction] = (query.sort ?? 'name,asc').split(',') as [ComplianceSortField, string];
      const scope = scopeOf(regulator);
      const { rows, total } = await repository.accounts(
        scope,
        {
          requestType: report.requestType,
          notificationType,
          ...(query.state ? { state: query.state } : {}),
          overdue,
          ...(query.category ? { category: query.category } : {}),
          ...(query.leadAssessorType ? { leadAssessorType: query.leadAssessorType } : {}),
          ...(query.route ? { route: query.route } : {}),
          ...(query.nation ? { nation: query.nation } : {}),
          ...(query.submittedTo ? { submittedTo: query.submittedTo } : {}),
          sort: { field, descending: direction === 'desc' },
          offset: query.page * query.pageSize,
          limit: query.pageSize,
        },
        await countedTotal(scope, query, overdue),
      );
      const late =
        overdue && report.dueDate !== null
          ? Math.round((Date.parse(today) - Date.parse(report.dueDate)) / DAY_MS) + 1
          : null;
      return {
        total,
        accounts: rows.map((row) => ({
          accountId: Number(row.accountId),
          name: row.name,
          registrationNumber: row.registrationNumber,
          nation: row.nation,
          state: row.state as ComplianceState,
          category: row.category,
          submittedOn: row.submittedAt === null ? null : ukDate(new Date(row.submittedAt)),
          daysOverdue: row.state === 'SUBMITTED' ? null : late,
          assignee: row.assignee,
        })),
      };
    },
  };
}
