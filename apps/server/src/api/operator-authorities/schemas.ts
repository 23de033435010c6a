import { z } from 'zod';
import { authorityStatuses } from '../../platform/db/schema';
import { pathId } from '../../platform/http/path-id';

export const accountIdParams = z.object({ accountId: pathId });
export const accountUserParams = accountIdParams.extend({ userId: z.uuid() });

const authorityStatusSchema = z.enum(authorityStatuses);

export const userAuthorityInfoSchema = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roleName: z.string().optional(),
    roleCode: z.string().optional(),
    authorityCreationDate: z.string(),
    authorityStatus: authorityStatusSchema,
    locked: z.boolean(),
  })
  .meta({ id: 'UserAuthorityInfoDTO' });

export const accountOperatorsInfoSchema = z
  .object({
    authorities: z.array(userAuthorityInfoSchema),
    editable: z.boolean(),
    contactTypes: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AccountOperatorsUsersAuthoritiesInfoDTO' });

export const authorityUpdateSchema = z
  .object({
    userId: z.uuid(),
    roleCode: z.string().max(255).optional(),
    authorityStatus: authorityStatusSchema,
  })
  .meta({ id: 'AccountOperatorAuthorityUpdateDTO' });

export const authorityUpdateWrapperSchema = z
  .object({
    accountOperatorAuthorityUpdateList: z.array(authorityUpdateSchema).max(500),
    contactTypes: z.object({ PRIMARY: z.uuid().optional(), SECONDARY: z.uuid().optional() }),
  })
  .meta({ id: 'AccountOperatorAuthorityUpdateWrapperDTO' });
export type AuthorityUpdateWrapper = z.infer<typeof authorityUpdateWrapperSchema>;

export const roleSchema = z.object({ name: z.string(), code: z.string() }).meta({ id: 'RoleDTO' });
