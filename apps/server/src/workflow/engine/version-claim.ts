import type { ApiError } from '../../platform/http/errors';
import type { TaskRow } from '../definition';
import type { WorkflowRepository } from './repository';

/**
 * The optimistic lock of one task action (ADR 17): the version of the task the action was checked
 * against is claimed, moving it on, before anything the action changes can commit. A concurrent action
 * on the task then waits on the row, finds the version moved on (or the task gone) and is refused,
 * changing nothing. An action that only saves the task's payload claims it with that write.
 */
export interface VersionClaim {
  /** Whether the claim is still to be made, by the save of this task's payload. */
  awaitsSaveOf(task: Pick<TaskRow, 'id'>): boolean;
  /** Claims the version (writing the payload in the same statement when given); refused when lost. */
  claim(payload?: Record<string, unknown>): Promise<void>;
  /** The task's version once claimed. */
  readonly version: number | undefined;
}

export function versionClaim(
  repository: WorkflowRepository,
  task: Pick<TaskRow, 'id' | 'version'>,
  refusal: () => ApiError,
): VersionClaim {
  let claimed: number | undefined;
  return {
    awaitsSaveOf: (saved) => claimed === undefined && saved.id === task.id,
    async claim(payload) {
      if (claimed !== undefined) return;
      claimed = await repository.claimVersion(task, payload);
      if (claimed === undefined) throw refusal();
    },
    get version() {
      return claimed;
    },
  };
}
