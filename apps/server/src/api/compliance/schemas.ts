import { z } from 'zod';
import { competentAuthorityCodes } from '../../platform/db/schema';
import { requestTypes } from '../../workflow/catalogue';
import { reportingObligationCategories } from '../../workflow/notification-of-compliance-p3/rules/category';

/** Where an account's report stands; OVERDUE is any but SUBMITTED once the report's due date has come. */
export const complianceStates = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'WITH_REVIEWER',
  'RETURNED',
  'SUBMITTED',
  'OVERDUE',
] as const;
export type ComplianceState = (typeof complianceStates)[number];

export const complianceRoutes = ['ISO_50001', 'DEC_OR_GDA', 'ENERGY_AUDIT'] as const;
export const leadAssessorTypes = ['INTERNAL', 'EXTERNAL'] as const;

export const complianceSortFields = [
  'name',
  'registrationNumber',
  'nation',
  'state',
  'category',
  'submittedOn',
  'daysOverdue',
  'assignee',
] as const;
export type ComplianceSortField = (typeof complianceSortFields)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
    message: 'is not a date',
  });

const countSchema = z.number().int().min(0);

export const complianceOverviewSchema = z
  .object({
    phase: z.object({ code: z.string(), label: z.string() }),
    /** Today in the UK, which overdue is counted from. */
    today: z.string(),
    liveAccounts: countSchema,
    reports: z.array(
      z.object({
        requestType: z.enum(requestTypes),
        name: z.string(),
        /** The day it becomes overdue (the day after its window's last submission day); none: never. */
        dueDate: z.string().nullable(),
        states: z.object({
          NOT_STARTED: countSchema,
          IN_PROGRESS: countSchema,
          WITH_REVIEWER: countSchema,
          RETURNED: countSchema,
          SUBMITTED: countSchema,
          OVERDUE: countSchema,
        }),
        /** Its submissions by UK day, with the running total (SUBMITTED only, so it ends at that count). */
        submissions: z.array(z.object({ date: z.string(), submitted: countSchema, cumulative: countSchema })),
      }),
    ),
    /** The submitted notifications by their answers; absent when the phase has no notification. */
    notification: z
      .object({
        requestType: z.enum(requestTypes),
        byCategory: z.array(z.object({ value: z.string().nullable(), count: countSchema })),
        byLeadAssessor: z.array(z.object({ value: z.string().nullable(), count: countSchema })),
        byRoute: z.array(z.object({ value: z.string().nullable(), count: countSchema })),
      })
      .optional(),
  })
  .meta({ id: 'ComplianceOverview' });
export type ComplianceOverview = z.infer<typeof complianceOverviewSchema>;

export const complianceAccountsQuerySchema = z
  .object({
    report: z.enum(requestTypes).describe('The report (request type) of the current phase'),
    state: z.enum(complianceStates).optional(),
    category: z
      .enum(reportingObligationCategories)
      .optional()
      .describe("The account's notification category"),
    leadAssessorType: z.enum(leadAssessorTypes).optional(),
    route: z.enum(complianceRoutes).optional(),
    nation: z.enum(competentAuthorityCodes).optional().describe("The account's location"),
    submittedTo: isoDate.optional().describe('Submitted on or before this UK date (implies SUBMITTED)'),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    sort: z
      .string()
      .max(40)
      .regex(/^[A-Za-z]+,(?:asc|desc)$/, 'expected <field>,<asc|desc>')
      .refine((value) => (complianceSortFields as readonly string[]).includes(value.split(',')[0] ?? ''), {
        message: `sorts by one of ${complianceSortFields.join(', ')}`,
      })
      .optional(),
  })
  .strict();
export type ComplianceAccountsQuery = z.infer<typeof complianceAccountsQuerySchema>;

export const complianceAccountSchema = z
  .object({
    accountId: z.number().int(),
    name: z.string(),
    registrationNumber: z.string().nullable(),
    nation: z.enum(competentAuthorityCodes),
    state: z.enum(complianceStates),
    category: z.string().nullable(),
    submittedOn: z.string().nullable(),
    daysOverdue: z.number().int().nullable(),
    assignee: z.string().nullable(),
  })
  .meta({ id: 'ComplianceAccount' });
export type ComplianceAccount = z.infer<typeof complianceAccountSchema>;

export const complianceAccountsSchema = z
  .object({ accounts: z.array(complianceAccountSchema), total: countSchema })
  .meta({ id: 'ComplianceAccounts' });
