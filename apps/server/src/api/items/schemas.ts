import { z } from 'zod';
import { competentAuthorityCodes } from '../../platform/db/schema';
import { requestTaskTypes, requestTypes } from '../../workflow/catalogue';
import { pageSizeQuery } from '../shared/paging';

export const accountTypeParamsSchema = z.object({ accountType: z.enum(['ORGANISATION']) });

export const pageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(1_000_000).describe('The page number starting from zero'),
    size: pageSizeQuery(),
  })
  .strict();

export const WORK_SEARCH_MAX = 100;
export const workSorts = ['daysRemaining,asc', 'daysRemaining,desc'] as const;

/** The dashboard's filters (issue 38 point 4): optional additions to the reference's paging. */
export const workListQuerySchema = pageQuerySchema
  .extend({
    search: z
      .string()
      .trim()
      .max(WORK_SEARCH_MAX)
      .optional()
      .describe('Part of the organisation name, or the whole registration number or request id, in any case'),
    reportType: z.enum(requestTypes).optional().describe('Only the tasks of this request type'),
    sort: z
      .enum(workSorts)
      .optional()
      .describe('By days remaining (tasks without a due date last); newest first when absent'),
  })
  .strict();

export type WorkListQuery = z.infer<typeof workListQuerySchema>;

export const itemSchema = z
  .object({
    creationDate: z.string().optional(),
    requestId: z.string(),
    requestType: z.enum(requestTypes),
    taskId: z.number().int(),
    taskAssignee: z.object({ firstName: z.string(), lastName: z.string() }).optional(),
    taskAssigneeType: z.enum(['OPERATOR', 'VERIFIER', 'REGULATOR']).optional(),
    taskType: z.enum(requestTaskTypes),
    daysRemaining: z.number().int().optional(),
    accountId: z.number().int().optional(),
    accountName: z.string().optional(),
    competentAuthority: z.enum(competentAuthorityCodes).optional(),
    accountOrganisationId: z.string().optional(),
    accountRegistrationNumber: z.string().optional(),
    isNew: z.boolean(),
  })
  .meta({ id: 'ItemDTO' });

export const itemsResponseSchema = z
  .object({ items: z.array(itemSchema), totalItems: z.number().int() })
  .meta({ id: 'ItemDTOResponse' });

export type ItemDto = z.infer<typeof itemSchema>;
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;
