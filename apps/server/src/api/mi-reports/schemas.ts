import { z } from 'zod';
import { LIST_MAX, SHORT_TEXT_MAX } from '../../platform/http/input-bounds';
import { nocP3Schema } from '../../workflow/notification-of-compliance-p3/payload';
import { accountStatuses, competentAuthorityCodes } from '../../platform/db/schema';
import { requestTaskTypes } from '../../workflow/catalogue';
import { pageSizeQuery } from '../shared/paging';

export const accountTypeParamsSchema = z.object({ accountType: z.enum(['ORGANISATION']) });

/** The reference's MI report types; the mi_report table says which each authority may run. */
export const miReportTypes = [
  'LIST_OF_ACCOUNTS_USERS_CONTACTS',
  'COMPLETED_WORK',
  'REGULATOR_OUTSTANDING_REQUEST_TASKS',
  'LIST_OF_ACCOUNTS_ASSIGNED_REGULATOR_SITE_CONTACTS',
  'LIST_OF_VERIFICATION_BODY_USERS',
  'NOC_SUBMITTED_DATA_P3',
  'CUSTOM',
  'ACTION_PLAN_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
] as const;

export const miReportTypeSchema = z.enum(miReportTypes);
export type MiReportType = z.infer<typeof miReportTypeSchema>;

export const miReportSearchResultSchema = z
  .object({
    id: z.number().int(),
    miReportType: miReportTypeSchema,
    /** Set when the report cannot run on this service (custom SQL on the embedded database, ADR 10). */
    unavailableReason: z.string().optional(),
  })
  .meta({ id: 'MiReportSearchResult' });

/** The reference's MiReportParams family in one object: which fields apply depends on the type. */
export const miReportParamsSchema = z
  .object({
    reportType: miReportTypeSchema,
    sqlQuery: z.string().max(20_000).optional(),
    fromDate: z.iso.date().optional(),
    toDate: z.iso.date().optional(),
    requestTaskTypes: z.array(z.enum(requestTaskTypes)).max(LIST_MAX).optional(),
    userIds: z.array(z.string().max(SHORT_TEXT_MAX)).max(LIST_MAX).optional(),
  })
  .strict()
  .meta({ id: 'MiReportParams' });
export type MiReportParams = z.infer<typeof miReportParamsSchema>;

export const customMiReportParamsSchema = z
  .object({
    reportType: miReportTypeSchema,
    sqlQuery: z.string().trim().min(1, 'Enter the SQL query').max(20_000),
  })
  .strict()
  .meta({ id: 'CustomMiReportParams' });

/** A cell of a report: what JSON can carry (json/jsonb columns stay structured). */
export const miReportRowSchema = z.record(z.string(), z.unknown());
export type MiReportRow = z.infer<typeof miReportRowSchema>;

export const miReportResultSchema = z
  .object({
    reportType: miReportTypeSchema,
    /** The columns in order (a custom query's aliases). */
    columnNames: z.array(z.string()),
    results: z.array(miReportRowSchema),
  })
  .meta({ id: 'MiReportResult' });
export type MiReportResult = z.infer<typeof miReportResultSchema>;

export const nocPageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(1_000_000).describe('The page number starting from zero'),
    size: pageSizeQuery(),
  })
  .strict();

export const nocP3SearchResultsInfoSchema = z
  .object({
    id: z.string(),
    organisationName: z.string(),
    registrationNumber: z.string().optional(),
    location: z.enum(competentAuthorityCodes),
    /** The notification as submitted: every field the export's sheets read. */
    noc: nocP3Schema,
    status: z.enum(accountStatuses),
  })
  .meta({ id: 'NocP3SearchResultsInfoDto' });

export const nocP3MiReportResultSchema = z
  .object({
    reportType: z.literal('NOC_SUBMITTED_DATA_P3'),
    results: z.record(z.string(), nocP3SearchResultsInfoSchema),
    total: z.number().int(),
  })
  .meta({ id: 'NotificationOfCompliancesP3MiReportResult' });
export type NocP3MiReportResult = z.infer<typeof nocP3MiReportResultSchema>;

export const regulatorRequestTaskTypesSchema = z.array(z.enum(requestTaskTypes));
