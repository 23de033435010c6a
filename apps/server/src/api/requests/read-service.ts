import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { accounts, requests } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { RequestType } from '../../workflow/catalogue';
import { createAuthority, reInitiateActions } from '../../workflow/create-permissions';
import type { RequestCreateValidationResult, RequestRow } from '../../workflow/definition';
import { definitionForCreateAction, requestTypeDefinitions } from '../../workflow/registry';
import { accountAccess, requestAuthority } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';
import type { requestCategories } from './read-schemas';

/** The request types each history tab of the account page lists (ESOS has none in CA). */
const categoryTypes: Record<(typeof requestCategories)[number], RequestType[]> = {
  PERMIT: ['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE'],
  REPORTING: [
    'NOTIFICATION_OF_COMPLIANCE_P3',
    'ACTION_PLAN_P3',
    'PROGRESS_UPDATE_1_P3',
    'PROGRESS_UPDATE_2_P3',
  ],
  CA: [],
};

export interface RequestSearch {
  accountId: number;
  requestTypes?: RequestType[] | undefined;
  requestStatuses?: RequestRow['status'][] | undefined;
  category: (typeof requestCategories)[number];
  pageNumber: number;
  pageSize: number;
}

function toDetails(row: RequestRow) {
  return {
    id: row.id,
    requestType: row.type,
    requestStatus: row.status,
    creationDate: row.creationDate.toISOString().slice(0, 10),
    ...(row.metadata ? { requestMetadata: row.metadata as Record<string, unknown> } : {}),
  };
}

export function requestReadService(db: Database) {
  /**
   * The request if the caller is a member (an authority on its account, or on its competent authority
   * for regulators). An unknown id is a 403 as well, so request ids cannot be probed.
   */
  async function memberRequest(context: UserContext, requestId: string): Promise<RequestRow> {
    const [request] = await db.select().from(requests).where(eq(requests.id, requestId));
    if (!request || !requestAuthority(context, request)) throw new ApiError('FORBIDDEN');
    return request;
  }

  return {
    memberRequest,

    async details(context: UserContext, requestId: string) {
      return toDetails(await memberRequest(context, requestId));
    },

    /** The account's workflows of one category, newest first. */
    async search(context: UserContext, criteria: RequestSearch) {
      await accountAccess(db, context, criteria.accountId);
      let types = categoryTypes[criteria.category];
      if (criteria.requestTypes && criteria.requestTypes.length > 0) {
        const wanted = new Set(criteria.requestTypes);
        types = types.filter((type) => wanted.has(type));
      }
      if (types.length === 0) return { requestDetails: [], total: 0 };
      const where = and(
        eq(requests.accountId, criteria.accountId),
        inArray(requests.type, types),
        criteria.requestStatuses && criteria.requestStatuses.length > 0
          ? inArray(requests.status, criteria.requestStatuses)
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(requests)
          .where(where)
          .orderBy(desc(requests.creationDate), desc(requests.id))
          .limit(criteria.pageSize)
          .offset(criteria.pageNumber * criteria.pageSize),
        db.select({ total: count() }).from(requests).where(where),
      ]);
      return { requestDetails: rows.map(toDetails), total: totals[0]?.total ?? 0 };
    },

    /**
     * What the caller may start on the account: each registered workflow on an account whose create
     * permission the caller holds, with the workflow's own verdict on the account.
     */
    async accountWorkflows(context: UserContext, accountId: number) {
      const { account } = await accountAccess(db, context, accountId);
      const result: Partial<Record<string, RequestCreateValidationResult>> = {};
      for (const definition of requestTypeDefinitions) {
        if (!definition.needsAccount || !definition.validateCreate) continue;
        if (!createAuthority(context, definition.createActionType, account)) continue;
        result[definition.createActionType] = await definition.validateCreate(db, account, new Date());
      }
      return result;
    },

    /** The regulator's re-initiate action for a reporting request, when registered and permitted. */
    async relatedWorkflows(context: UserContext, requestId: string) {
      const request = await memberRequest(context, requestId);
      const result: Partial<Record<string, RequestCreateValidationResult>> = {};
      const actionType = reInitiateActions[request.type];
      const definition = actionType ? definitionForCreateAction(actionType) : undefined;
      if (!actionType || !definition?.validateCreate || request.accountId === null) return result;
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.accountId));
      if (!account || !createAuthority(context, actionType, account)) return result;
      result[actionType] = await definition.validateCreate(db, account, new Date());
      return result;
    },
  };
}
