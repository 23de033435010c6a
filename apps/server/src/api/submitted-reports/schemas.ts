import { z } from 'zod';
import { reportingObligationCategories } from '@esos/reporting-rules';
import { SHORT_TEXT_MAX } from '../../platform/http/input-bounds';

/** Newest first unless asked otherwise; the submission date is the one order the indexes keep. */
export const submittedReportSorts = ['submittedAt,desc', 'submittedAt,asc'] as const;

/** The largest page size, and how far the list pages and counts (ADR 53): past it, narrow the filters. */
export const SUBMITTED_REPORTS_PAGE_MAX = 100;
export const SUBMITTED_REPORTS_COUNT_CAP = 10_000;
/** A search's matches are counted up to this many, as the account search's are (ADR 12). */
export const SEARCH_COUNT_CAP = 300;

/**
 * The list's query: every field optional, anything else refused by name. `types` are the registered
 * report definitions' (a z.enum built from the registry when the routes are made).
 */
export function submittedReportsQuerySchema(types: readonly string[]) {
  const type = types.length > 0 ? z.enum(types as [string, ...string[]]) : z.never();
  const shape = {
    type: type.optional().describe('A report type (request type) of the registered reports'),
    category: z
      .enum(reportingObligationCategories)
      .optional()
      .describe("A notification's reporting obligation category"),
    submittedFrom: z.iso.date().optional().describe('Submitted on or after this UK date (YYYY-MM-DD)'),
    submittedTo: z.iso.date().optional().describe('Submitted on or before this UK date (YYYY-MM-DD)'),
    search: z
      .string()
      .trim()
      .max(SHORT_TEXT_MAX)
      .optional()
      .describe("Part of the organisation's name, or its registration number or organisation id"),
    sort: z.enum(submittedReportSorts).default('submittedAt,desc'),
    page: z.coerce.number().int().min(0).default(0).describe('The page number starting from zero'),
    pageSize: z.coerce.number().int().min(1).max(SUBMITTED_REPORTS_PAGE_MAX).default(20),
  };
  // Loose, then each unknown name refused by itself: a strict object's one problem names no field.
  return z.looseObject(shape).superRefine((query, context) => {
    for (const key of Object.keys(query)) {
      if (!(key in shape)) {
        context.addIssue({ code: 'custom', path: [key], message: 'is not a filter of this list' });
      }
    }
    if (query.submittedFrom && query.submittedTo && query.submittedTo < query.submittedFrom) {
      context.addIssue({
        code: 'custom',
        path: ['submittedTo'],
        message: 'must be the same as or after submittedFrom',
      });
    }
    if (query.page * query.pageSize >= SUBMITTED_REPORTS_COUNT_CAP) {
      context.addIssue({
        code: 'custom',
        path: ['page'],
        message: `pages end at the ${SUBMITTED_REPORTS_COUNT_CAP}th report: narrow the filters`,
      });
    }
  });
}

export const submittedReportSchema = z
  .object({
    /** The report's request id (NOC000042-P3). */
    id: z.string(),
    requestType: z.string(),
    phase: z.string(),
    accountId: z.number().int(),
    accountName: z.string(),
    registrationNumber: z.string().optional(),
    organisationId: z.string().optional(),
    submittedAt: z.string(),
    /** A notification's reporting obligation category. */
    category: z.enum(reportingObligationCategories).optional(),
    /** The timeline entry of its (last) submission: the report read-only, with its print view. */
    submittedActionId: z.number().int().optional(),
  })
  .meta({ id: 'SubmittedReportDTO' });
export type SubmittedReportDto = z.infer<typeof submittedReportSchema>;

export const submittedReportsResponseSchema = z
  .object({
    reports: z.array(submittedReportSchema),
    /** The matches, counted up to the cap; `totalCapped` when there are more. */
    total: z.number().int(),
    totalCapped: z.boolean(),
    /** The report types the list offers to filter by: the registered reports'. */
    reportTypes: z.array(z.string()),
  })
  .meta({ id: 'SubmittedReportsResponse' });
export type SubmittedReportsResponse = z.infer<typeof submittedReportsResponseSchema>;
