import { ApiError } from '../../platform/http/errors';
import type { Executor } from '../../platform/db';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskType } from '../catalogue';
import { candidateAssignees, type TaskAssignment } from './assignment';
import { runInTransaction, type EngineContext } from './context';
import { workflowRepository } from './repository';
import { loadVisibleTask } from './task-access';

/** POST /tasks-assignment/assign, DELETE …/release/{taskId} and the candidate lists. */
export function assignmentService(context: EngineContext, assignment: TaskAssignment) {
  const { db, tables } = context;

  async function lockTaskForAssignment(
    tx: Executor,
    userContext: UserContext,
    taskId: number,
    purpose: 'assign' | 'release',
  ) {
    const task = await workflowRepository(tx).task(taskId, { lock: true });
    if (!task) throw new ApiError('NOTFOUND1001');
    const { request, authority } = await loadVisibleTask(tx, tables, userContext, taskId);
    if (!authority.permissions.has('PERM_TASK_ASSIGNMENT')) throw new ApiError('FORBIDDEN');
    // Operator tasks must always have someone on them.
    if (purpose === 'release' && tables.task(task.type).roleType === 'OPERATOR')
      throw new ApiError('ITEM1000');
    if (!tables.task(task.type).assignable) throw new ApiError('ITEM1001');
    return { request, task };
  }

  /**
   * Candidates for another task type: the reference has a rule for it only on a task whose type looks
   * up other candidates (the NOC's submit task, to pick who edits it), and only for operators. An
   * unknown task is left to the view rule (404).
   */
  async function assertMayLookUpOtherCandidates(userContext: UserContext, taskId: number) {
    if (userContext.roleType !== 'OPERATOR') throw new ApiError('FORBIDDEN');
    const task = await workflowRepository(db).task(taskId);
    if (task && tables.task(task.type).looksUpOtherCandidates !== true) throw new ApiError('FORBIDDEN');
  }

  return {
    async assign(userContext: UserContext, taskId: number, userId: string): Promise<void> {
      await runInTransaction(context, async (tx) => {
        const { request, task } = await lockTaskForAssignment(tx, userContext, taskId, 'assign');
        const candidates = await candidateAssignees(tx, tables, request, task.type);
        const candidate = candidates.find((user) => user.id === userId);
        if (!candidate) throw new ApiError('ITEM1000');
        await assignment.assignWithSiblings(tx, request, task, candidate);
      });
    },

    /** Not for operator tasks, which must always have someone. */
    async release(userContext: UserContext, taskId: number): Promise<void> {
      await runInTransaction(context, async (tx) => {
        const { request, task } = await lockTaskForAssignment(tx, userContext, taskId, 'release');
        await assignment.assignTo(tx, request, task, null);
      });
    },

    /** Candidates for the task itself, or for another task type of the same request. */
    async candidates(userContext: UserContext, taskId: number, taskType?: RequestTaskType) {
      if (taskType !== undefined) await assertMayLookUpOtherCandidates(userContext, taskId);
      // Seeing the task is enough to see who could take it (the reference's view rule).
      const { request, task, authority } = await loadVisibleTask(db, tables, userContext, taskId);
      if (taskType !== undefined && !authority.permissions.has(tables.task(task.type).executePermission)) {
        throw new ApiError('FORBIDDEN');
      }
      const users = await candidateAssignees(db, tables, request, taskType ?? task.type);
      return users.map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
    },
  };
}
