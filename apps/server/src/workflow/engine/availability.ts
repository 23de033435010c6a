import type { Executor } from '../../platform/db';
import type { UserContext } from '../../domain/current-user';
import type { RequestCreateActionType } from '../catalogue';
import type { AccountRow, RequestCreateValidationResult, RequestRow } from '../definition';
import type { EngineContext } from './context';
import { startAuthority, type CreateService } from './create-service';

type Verdicts = Partial<Record<RequestCreateActionType, RequestCreateValidationResult>>;

/** GET /requests/available-workflows/...: what the caller may start, each with the validator's verdict. */
export function availabilityService(context: EngineContext, creation: CreateService) {
  const { tables } = context;
  return {
    /** Every built workflow on an account whose create permission the caller holds there. */
    async onAccount(executor: Executor, userContext: UserContext, account: AccountRow): Promise<Verdicts> {
      const verdicts: Verdicts = {};
      for (const definition of tables.definitions) {
        const start = tables.startAction(definition.create.actionType);
        if (!definition.needsAccount || !start?.rule.start) continue;
        if (!startAuthority(userContext, start.rule, account)) continue;
        verdicts[start.rule.actionType] = await creation.validate(executor, start, account);
      }
      return verdicts;
    },

    /** The regulator's re-initiation of the request, when its workflow has one built and it is permitted. */
    async forRequest(
      executor: Executor,
      userContext: UserContext,
      request: RequestRow,
      account: AccountRow,
    ): Promise<Verdicts> {
      const actionType = tables.definitionOf(request.type)?.reInitiate?.actionType;
      const start = actionType ? tables.startAction(actionType) : undefined;
      if (!start?.rule.start || !startAuthority(userContext, start.rule, account)) return {};
      return { [start.rule.actionType]: await creation.validate(executor, start, account, request) };
    },
  };
}
