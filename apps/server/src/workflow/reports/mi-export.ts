import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accounts, requests, type competentAuthorityCodes } from '../../platform/db/schema';
import type { RequestStatus, RequestType } from '../catalogue';
import { submittedReports } from './records';

type CompetentAuthority = (typeof competentAuthorityCodes)[number];

/** An earlier report of the same account and phase that an exported report names. */
export interface EarlierReport {
  id: string;
  submittedAt: Date;
  /** Its request's status now: a re-initiated report is running again. */
  status: RequestStatus;
}

/** One submitted report as its MI export reads it. */
export interface ExportedReport {
  id: string;
  submittedAt: Date;
  /** The document as submitted. */
  data: unknown;
  organisationName: string;
  registrationNumber: string | null;
  location: string | null;
  /** The account's reports of the types the export follows, submitted in the same phase. */
  earlier: Partial<Record<RequestType, EarlierReport>>;
}

/**
 * A report's MI export (POST /mireports, ADR 45): declared by its definition, which says which MI
 * report type it answers, which earlier reports each row names, and the row. The web lays the rows out
 * in the workbook its own feature registers.
 */
export interface ReportMiExport {
  reportType: string;
  follows: readonly RequestType[];
  row(report: ExportedReport): Record<string, unknown>;
}

/** The declaration itself: typed here so a definition's folder writes only its row. */
export const defineMiExport = (miExport: ReportMiExport): ReportMiExport => miExport;

const iso = (value: Date | undefined) => value?.toISOString() ?? null;

/** An earlier report's id and submission date as the exports show them (null when there is none). */
export const earlierColumns = (report: EarlierReport | undefined) => ({
  id: report?.id ?? null,
  submitDate: iso(report?.submittedAt),
});

/** The rows of one report type's export: its submitted reports in the competent authority, by id. */
export async function exportedReports(
  executor: Executor,
  ca: CompetentAuthority,
  type: RequestType,
  follows: readonly RequestType[],
): Promise<ExportedReport[]> {
  const reports = await executor
    .select({
      id: submittedReports.id,
      accountId: submittedReports.accountId,
      phase: submittedReports.phase,
      submittedAt: submittedReports.submittedAt,
      data: submittedReports.data,
      organisationName: accounts.name,
      registrationNumber: accounts.registrationNumber,
      location: accounts.location,
    })
    .from(submittedReports)
    .innerJoin(accounts, eq(accounts.id, submittedReports.accountId))
    .where(and(eq(submittedReports.competentAuthority, ca), eq(submittedReports.requestType, type)))
    .orderBy(asc(submittedReports.id));
  const others =
    follows.length === 0 || reports.length === 0
      ? []
      : await executor
          .select({
            id: submittedReports.id,
            type: submittedReports.requestType,
            accountId: submittedReports.accountId,
            phase: submittedReports.phase,
            submittedAt: submittedReports.submittedAt,
            status: requests.status,
          })
          .from(submittedReports)
          .innerJoin(requests, eq(requests.id, submittedReports.id))
          .where(
            and(
              eq(submittedReports.competentAuthority, ca),
              inArray(submittedReports.requestType, [...follows]),
            ),
          );
  const key = (accountId: number, phase: string) => `${accountId} ${phase}`;
  const earlierOf = new Map<string, Partial<Record<RequestType, EarlierReport>>>();
  for (const other of others) {
    const found = earlierOf.get(key(other.accountId, other.phase)) ?? {};
    found[other.type] = { id: other.id, submittedAt: other.submittedAt, status: other.status };
    earlierOf.set(key(other.accountId, other.phase), found);
  }
  return reports.map(({ accountId, phase, ...report }) => ({
    ...report,
    earlier: earlierOf.get(key(accountId, phase)) ?? {},
  }));
}
