import type { Executor } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import { requestAuthority } from '../../domain/account-access';
import type { ActiveAuthority, UserContext } from '../../domain/current-user';
import type { RequestCreateActionType } from '../catalogue';
import type { AccountRow, RequestCreateValidationResult, RequestRow, StartDefinition } from '../definition';
import type { StartAction } from '../tables';
import { zodIssuesToFormErrors } from '../validation';
import { isWithinWindow } from '../validity-windows';
import { runInTransaction, type EngineContext } from './context';
import { workflowRepository } from './repository';
import { actorOf, type StepFor } from './step';

/**
 * The caller's authority that lets them use the start rule on the account: membership (an authority on
 * the account, or on its competent authority for regulators) plus the rule's permission. Null if none.
 */
export function startAuthority(
  context: UserContext,
  rule: Pick<StartDefinition, 'roleType' | 'permission'>,
  account: Pick<AccountRow, 'id' | 'competentAuthority'>,
): ActiveAuthority | null {
  if (context.roleType !== rule.roleType) return null;
  const authority = requestAuthority(context, {
    accountId: account.id,
    competentAuthority: account.competentAuthority,
  });
  if (!authority) return null;
  return rule.permission === null || authority.permissions.has(rule.permission) ? authority : null;
}

const refused = (result: RequestCreateValidationResult = { valid: false }) =>
  new ApiError('REQUEST_CREATE_ACTION1000', [result]);

/** Starting requests (POST /requests) and saying what may be started (available-workflows). */
export function createService(context: EngineContext, stepFor: StepFor) {
  const { tables } = context;

  /**
   * The reference's create validator: the account's status, what other requests say and, for a new
   * request, the initiate window; a re-initiation's target must be of the type, on the account and
   * COMPLETED. As the reference's result, the account's status is given only when it is the reason, and
   * `requests` names the requests in the way (a re-initiation's own type while its target is not
   * COMPLETED, unless a later report blocks it).
   */
  async function validate(
    executor: Executor,
    start: StartAction,
    account: AccountRow,
    target?: RequestRow,
  ): Promise<RequestCreateValidationResult> {
    const { rule, definition } = start;
    const now = context.now();
    const statuses = rule.accountStatuses;
    const statusValid = !statuses || statuses.includes(account.status);
    const others = await rule.checkOtherRequests?.(executor, { account, request: target, now });
    const timely =
      start.reInitiation || isWithinWindow(context.windows.get(definition.type), 'initiate', now);
    const targetOpen = start.reInitiation && target !== undefined && target.status !== 'COMPLETED';
    const targetValid =
      !start.reInitiation ||
      (target?.type === definition.type && target.accountId === account.id && !targetOpen);
    const requests = others?.requests?.length ? others.requests : targetOpen ? [definition.type] : [];
    return {
      valid: statusValid && (others?.valid ?? true) && timely && targetValid,
      ...(statuses && !statusValid
        ? {
            accountStatus: { name: account.status },
            applicableAccountStatuses: statuses.map((name) => ({ name })),
          }
        : {}),
      ...(requests.length ? { requests } : {}),
    };
  }

  /** A re-initiation names its target in the payload (REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD). */
  async function targetOf(
    executor: Executor,
    start: StartAction,
    payload: unknown,
  ): Promise<RequestRow | undefined> {
    if (!start.reInitiation) return undefined;
    const requestId = (payload as { requestId?: unknown }).requestId;
    return typeof requestId === 'string' ? workflowRepository(executor).request(requestId) : undefined;
  }

  return {
    validate,

    /** POST /requests: checks the action, the caller and the account, then starts its workflow. */
    async createRequest(
      userContext: UserContext,
      accountId: number | undefined,
      actionType: RequestCreateActionType,
      rawPayload: unknown,
    ): Promise<{ requestId: string }> {
      const start = tables.startAction(actionType);
      const handler = start?.rule.start;
      if (!start || !handler) throw refused();
      const parsed = start.rule.payloadSchema.safeParse(rawPayload);
      if (!parsed.success) throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error));
      const needsAccount = start.reInitiation || start.definition.needsAccount;
      if (needsAccount !== (accountId !== undefined)) throw refused();
      return runInTransaction(context, async (tx) => {
        let account: AccountRow | null = null;
        let target: RequestRow | undefined;
        if (accountId === undefined) {
          if (userContext.roleType !== start.rule.roleType) throw new ApiError('FORBIDDEN');
          if (!isWithinWindow(context.windows.get(start.definition.type), 'initiate', context.now()))
            throw refused();
        } else {
          // Held until commit, so two starts on one account cannot both pass the checks.
          account = (await workflowRepository(tx).lockAccount(accountId)) ?? null;
          if (!account || !startAuthority(userContext, start.rule, account)) throw new ApiError('FORBIDDEN');
          target = await targetOf(tx, start, parsed.data);
          const result = await validate(tx, start, account, target);
          if (!result.valid) throw refused(result);
        }
        const actor = actorOf(userContext);
        const requestId = await handler(stepFor(tx, actor), {
          account,
          payload: parsed.data,
          request: target,
        });
        return { requestId };
      });
    },
  };
}

export type CreateService = ReturnType<typeof createService>;
