import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db';
import { preparedPerExecutor } from '../platform/db/prepared';
import { accounts } from '../platform/db/schema';
import { ApiError } from '../platform/http/errors';
import { sideBySide } from '../platform/side-by-side';
import type { ActiveAuthority, UserContext } from './current-user';

export type AccountRow = typeof accounts.$inferSelect;

export interface AccountAccess {
  account: AccountRow;
  /** The caller's context, loaded by now. */
  context: UserContext;
  /** The caller's authority that gives access: on the account (operator) or its CA (regulator). */
  authority: ActiveAuthority;
  /** The caller holds PERM_ACCOUNT_USERS_EDIT there (the reference's ACCOUNT EDIT_USER scope). */
  canEditUsers: boolean;
}

/** The account page and every account-scoped call read the account first (issue 17, bench:uncached). */
const accountByIdQuery = preparedPerExecutor((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_by_id'),
);

/**
 * The reference's ACCOUNT rule: an operator needs an active authority on the account, a regulator one
 * for the account's competent authority; with `editUsers` the EDIT_USER scope's permission as well.
 * A missing account is a 403 like any account the caller is not a member of, so ids cannot be probed.
 * The context may still be loading: the account's read does not need it, so the two go side by side (one
 * round trip instead of two when neither is cached), and the context's failure, if any, is reported first.
 */
export async function accountAccess(
  db: Executor,
  callerContext: UserContext | Promise<UserContext>,
  accountId: number,
  options: { editUsers?: boolean; roleTypes?: UserContext['roleType'][] } = {},
): Promise<AccountAccess> {
  const [context, [account]] = await sideBySide(callerContext, accountByIdQuery(db).execute({ accountId }));
  const roleTypes = options.roleTypes ?? ['OPERATOR', 'REGULATOR'];
  if (!roleTypes.includes(context.roleType)) throw new ApiError('FORBIDDEN');
  if (!account) throw new ApiError('FORBIDDEN');
  const authority = context.active.find((candidate) =>
    context.roleType === 'OPERATOR'
      ? candidate.accountId === accountId
      : context.roleType === 'REGULATOR' && candidate.competentAuthority === account.competentAuthority,
  );
  if (!authority) throw new ApiError('FORBIDDEN');
  const canEditUsers = authority.permissions.has('PERM_ACCOUNT_USERS_EDIT');
  if (options.editUsers && !canEditUsers) throw new ApiError('FORBIDDEN');
  return { account, context, authority, canEditUsers };
}

/** The parts of a request that decide who may see it. */
export interface RequestScope {
  accountId: number | null;
  competentAuthority: string;
}

/**
 * The reference's REQUEST rule (membership only): an operator needs an active authority on the
 * request's account, a regulator one for its competent authority. Returns that authority, or null.
 */
export function requestAuthority(context: UserContext, request: RequestScope): ActiveAuthority | null {
  const found = context.active.find((candidate) =>
    context.roleType === 'OPERATOR'
      ? request.accountId !== null && candidate.accountId === request.accountId
      : context.roleType === 'REGULATOR' && candidate.competentAuthority === request.competentAuthority,
  );
  return found ?? null;
}
