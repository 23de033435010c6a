import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { requestTasks } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { UserContext } from '../../domain/current-user';

/**
 * The reference has a rule for candidates of another task type only while working on a Phase 3
 * notification (to pick who edits it), and only for operators; every other caller is refused. The
 * engine then checks the caller may execute that task.
 */
const taskTypesThatLookUpOtherCandidates = new Set<string>([
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
]);

export async function assertMayLookUpOtherCandidates(
  db: Executor,
  context: UserContext,
  taskId: number,
): Promise<void> {
  if (context.roleType !== 'OPERATOR') throw new ApiError('FORBIDDEN');
  const [task] = await db
    .select({ type: requestTasks.type })
    .from(requestTasks)
    .where(eq(requestTasks.id, taskId));
  // An unknown task is left to the engine (404).
  if (task && !taskTypesThatLookUpOtherCandidates.has(task.type)) throw new ApiError('FORBIDDEN');
}
