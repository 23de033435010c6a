import { z } from 'zod';
import { accountStatuses, classificationTypes, competentAuthorityCodes } from '../../platform/db/schema';
import { pageSizeQuery } from '../shared/paging';
import {
  organisationDetailsShape,
  requireOtherTypeName,
} from '../../workflow/organisation-account-opening/payloads';
import { pathId } from '../../platform/http/path-id';

export const accountIdParamsSchema = z.object({
  id: pathId,
});

export const accountSearchQuerySchema = z.object({
  /** Organisation id, registration number or part of the name; left out to list every account the caller sees. */
  term: z.string().trim().min(3).max(256).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000),
  // Any size, as the reference; the service reads at most MAX_PAGE_SIZE rows of it.
  size: pageSizeQuery(),
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

export const accountSearchResultSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    organisationId: z.string(),
    status: z.enum(accountStatuses),
  })
  .meta({ id: 'OrganisationAccountSearchResultsInfoDTO' });

export const accountSearchResultsSchema = z
  .object({
    accounts: z.array(accountSearchResultSchema),
    total: z.number().int(),
    /**
     * A term's matches are counted only up to a cap (ADR 12): true when more match than `total`, which
     * is then the cap. Not in the reference, whose clients ignore it.
     */
    totalCapped: z.boolean(),
  })
  .meta({ id: 'AccountSearchResults' });
export type AccountSearchResults = z.infer<typeof accountSearchResultsSchema>;

export const organisationAccountSchema = z
  .object({
    id: z.number().int(),
    registrationNumber: z.string().optional(),
    name: z.string(),
    type: z.enum(classificationTypes),
    otherTypeName: z.string().optional(),
    codes: z.array(z.string()),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    county: z.string().optional(),
    postcode: z.string(),
    competentAuthority: z.enum(competentAuthorityCodes),
    /** The nation the applicant chose: it decides the regulator shown on the account page. */
    location: z.enum(competentAuthorityCodes),
    organisationId: z.string(),
    status: z.enum(accountStatuses),
    /** The caller may change the name, activity codes and address. */
    editable: z.boolean(),
  })
  .meta({ id: 'OrganisationAccountDTO' });
export type OrganisationAccount = z.infer<typeof organisationAccountSchema>;

/** The same rules as the details the applicant gave when applying. */
export const organisationAccountUpdateSchema = z
  .strictObject(organisationDetailsShape)
  .superRefine(requireOtherTypeName)
  .meta({ id: 'OrganisationAccountUpdateDTO', description: 'The organisation account fields' });
export type OrganisationAccountUpdate = z.infer<typeof organisationAccountUpdateSchema>;
