import { ApiError } from '../../platform/http/errors';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskActionType } from '../catalogue';
import { zodIssuesToFormErrors } from '../validation';
import { runInTransaction, type EngineContext } from './context';
import { workflowRepository } from './repository';
import { actorOf, type StepFor } from './step';
import { assertMayExecute, taskAuthority } from './task-access';

/** POST /tasks/actions: the assignee runs one of the task type's actions. */
export function taskActionService(context: EngineContext, stepFor: StepFor) {
  const { tables } = context;
  return {
    async processTaskAction(
      userContext: UserContext,
      taskId: number,
      actionType: RequestTaskActionType,
      rawPayload: unknown,
    ): Promise<void> {
      await runInTransaction(context, async (tx) => {
        const repository = workflowRepository(tx);
        const task = await repository.task(taskId);
        if (!task) throw new ApiError('NOTFOUND1001');
        const request = await repository.request(task.requestId);
        if (!request) throw new ApiError('NOTFOUND1001');
        // The reference's rule: the task type's execute permission in scope (else 403), then the assignee.
        assertMayExecute(tables, userContext, task, taskAuthority(tables, userContext, request, task));
        const action = tables.workflowOfTask(task.type)?.tasks[task.type]?.actions[actionType];
        if (!action) throw new ApiError('REQUEST_TASK_ACTION1000');
        const parsed = action.payloadSchema.safeParse(rawPayload);
        if (!parsed.success) throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error));
        // Claim this version of the task first: a concurrent action on it then fails, changing nothing.
        if (!(await repository.claimVersion(task))) throw new ApiError('REQUEST_TASK_ACTION1000');
        const actor = await actorOf(tx, userContext);
        await action.handle(stepFor(tx, actor), { request, task, payload: parsed.data as never });
      });
    },
  };
}
