import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { accountAccess } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';
import type { VerificationBodyNameInfo } from './schemas';

/**
 * The account's verification body: calls ESOS inherited from METS (api-behaviour §1, §2.8). ESOS seeds no
 * verification bodies and no verifier roles, and the account's `verification_body_id` is legacy and unused
 * (our schema has neither a verification_body table nor that column). So, as the reference answers in
 * practice: no account has a body, there is no active body to choose from, and every appointment is refused
 * after authorization with the error the reference's checks reach first.
 *
 * Authorization (authorization-rules.txt): appoint, replace and the active list are OPERATOR:ACCOUNT
 * [EDIT_USER] only (an operator of the account with PERM_ACCOUNT_USERS_EDIT; regulators and verifiers have
 * no rule, so 403); reading the current body is membership of the account for operators and regulators.
 */
export function accountVerificationBodyService(app: FastifyInstance) {
  const operatorEditingUsers = (context: UserContext, accountId: number) =>
    accountAccess(app.db, context, accountId, { editUsers: true, roleTypes: ['OPERATOR'] });

  return {
    /** The reference answers 204 with no body when the account has none: always, in ESOS. */
    async current(context: UserContext, accountId: number): Promise<VerificationBodyNameInfo | null> {
      await accountAccess(app.db, context, accountId);
      return null;
    },

    /** Active bodies accredited to the account's emission trading scheme: none exist in ESOS. */
    async active(context: UserContext, accountId: number): Promise<VerificationBodyNameInfo[]> {
      await operatorEditingUsers(context, accountId);
      return [];
    },

    /**
     * The reference first refuses an account that already has a body (ACCOUNT1006; never the case here),
     * then a body that is not an active one accredited to the account's scheme (ACCOUNT1008): with no
     * bodies at all, every id ends there.
     */
    async appoint(context: UserContext, accountId: number, _verificationBodyId: number): Promise<never> {
      await operatorEditingUsers(context, accountId);
      throw new ApiError('ACCOUNT1008');
    },

    /**
     * The reference first refuses an account with no body appointed (ACCOUNT1007), before it looks at the
     * new body: in ESOS no account has one, so every replacement ends there.
     */
    async replace(context: UserContext, accountId: number, _verificationBodyId: number): Promise<never> {
      await operatorEditingUsers(context, accountId);
      throw new ApiError('ACCOUNT1007');
    },
  };
}
