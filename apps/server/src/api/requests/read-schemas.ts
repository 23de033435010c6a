import { z } from 'zod';
import { LIST_MAX } from '../../platform/http/input-bounds';
import { requestStatuses } from '../../platform/db/schema';
import { requestTaskTypes, requestTypes } from '../../workflow/catalogue';
import { requestCategories, requestCreateActionTypes } from '../../workflow/catalogue';
import { requestMetadataSchema } from '../tasks/schemas';
import { pathId } from '../../platform/http/path-id';
import { pageSizeField } from '../shared/paging';

export const requestIdParamsSchema = z.object({ id: z.string().min(1).max(64).describe('The request id') });

export const requestDetailsSchema = z
  .object({
    id: z.string(),
    requestType: z.enum(requestTypes),
    requestStatus: z.enum(requestStatuses),
    creationDate: z.string().meta({ format: 'date' }),
    /** The account the request is on, so a page can link to the request's own page below it. */
    accountId: z.number().int().optional(),
    requestMetadata: requestMetadataSchema.optional(),
    operatorTasks: z
      .array(z.object({ taskType: z.enum(requestTaskTypes), assigneeFullName: z.string().optional() }))
      .optional()
      .describe(
        'Not in the reference. For a regulator, the open operator tasks of a running request and who holds them',
      ),
  })
  .meta({ id: 'RequestDetailsDTO' });

export const requestSearchBodySchema = z
  .strictObject({
    accountId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    requestTypes: z.array(z.enum(requestTypes)).max(LIST_MAX).optional(),
    requestStatuses: z.array(z.enum(requestStatuses)).max(LIST_MAX).optional(),
    category: z.enum(requestCategories),
    pageNumber: z.number().int().min(0).max(1_000_000),
    pageSize: pageSizeField(),
  })
  .meta({ id: 'RequestSearchByAccountCriteria', description: 'The search criteria' });

export const requestSearchResultsSchema = z
  .object({ requestDetails: z.array(requestDetailsSchema), total: z.number().int() })
  .meta({ id: 'RequestDetailsSearchResults' });

const accountStatusSchema = z.object({ name: z.string() }).meta({ id: 'AccountStatus' });

export const requestCreateValidationResultSchema = z
  .object({
    valid: z.boolean(),
    accountStatus: accountStatusSchema.optional(),
    applicableAccountStatuses: z.array(accountStatusSchema).optional(),
    requests: z.array(z.enum(requestTypes)).optional(),
  })
  .meta({ id: 'RequestCreateValidationResult' });

/** Create action type → whether it may be started now. */
export const availableWorkflowsSchema = z.partialRecord(
  z.enum(requestCreateActionTypes),
  requestCreateValidationResultSchema,
);

export const accountIdParamsSchema = z.object({
  accountId: pathId.describe('The account id'),
});

export const relatedRequestParamsSchema = z.object({
  requestId: z.string().min(1).max(64).describe('The request id'),
});
