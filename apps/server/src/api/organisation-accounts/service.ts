import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { accountAccess, type AccountRow } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';
import { cappedPageSize } from '../shared/paging';
import { organisationAccountsRepository, type AccountScope } from './repository';
import type {
  AccountSearchQuery,
  AccountSearchResults,
  OrganisationAccount,
  OrganisationAccountUpdate,
} from './schemas';

const canEditDetails = (context: UserContext, accountId: number) =>
  context.roleType === 'OPERATOR' &&
  context.active.some(
    (authority) =>
      authority.accountId === accountId && authority.permissions.has('PERM_ACCOUNT_DETAILS_EDIT'),
  );

function toDto(account: AccountRow, editable: boolean): OrganisationAccount {
  return {
    id: account.id,
    registrationNumber: account.registrationNumber ?? undefined,
    name: account.name,
    type: account.classificationType,
    otherTypeName: account.classificationOtherName ?? undefined,
    codes: account.classificationCodes,
    line1: account.addressLine1,
    line2: account.addressLine2 ?? undefined,
    city: account.city,
    county: account.county ?? undefined,
    postcode: account.postcode,
    competentAuthority: account.competentAuthority,
    location: account.location,
    organisationId: account.organisationId,
    status: account.status,
    editable,
  };
}

/** Organisation accounts (api-behaviour §3.5): search, view and update of the details. */
export function organisationAccountsService(app: FastifyInstance) {
  const repository = organisationAccountsRepository(app.db);

  /** Operators see the accounts they hold an authority on, regulators those of their CA; verifiers none. */
  function scopeOf(context: UserContext): AccountScope | null {
    if (context.roleType === 'OPERATOR') {
      return { accountIds: context.active.flatMap((authority) => authority.accountId ?? []) };
    }
    if (context.roleType === 'REGULATOR') {
      return {
        competentAuthorities: context.active.flatMap((authority) => authority.competentAuthority ?? []),
      };
    }
    // ESOS never appoints verification bodies, so a verifier has no accounts to see.
    return null;
  }

  return {
    async search(context: UserContext, query: AccountSearchQuery): Promise<AccountSearchResults> {
      const scope = scopeOf(context);
      if (!scope) return { accounts: [], total: 0, totalCapped: false };
      const size = cappedPageSize(query.size, app.config.maxPageSize);
      const { rows, total, totalCapped } = await repository.search(scope, query.term, query.page, size);
      return { accounts: rows, total, totalCapped };
    },

    async get(callerContext: Promise<UserContext>, id: number): Promise<OrganisationAccount> {
      const { account, context } = await accountAccess(app.db, callerContext, id);
      return toDto(account, canEditDetails(context, id) && account.status !== 'CLOSED');
    },

    async update(context: UserContext, id: number, values: OrganisationAccountUpdate): Promise<void> {
      const { account } = await accountAccess(app.db, context, id, { roleTypes: ['OPERATOR'] });
      if (!canEditDetails(context, id)) throw new ApiError('FORBIDDEN');
      if (account.status !== 'LIVE') throw new ApiError('ACCOUNT1009');
      await app.db.transaction(async (tx) => organisationAccountsRepository(tx).update(id, values));
    },
  };
}
