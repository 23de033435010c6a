import type { CandidateAssignee, RequestTask } from '../../shared/workflow';

export const UNASSIGNED = 'UNASSIGNED';

export interface AssigneeOption {
  value: string;
  text: string;
  hint?: string;
}

export function fullName(user: { firstName?: string; lastName?: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

/** The 'Unassigned' choice's words, in the page's language. */
export interface UnassignedOption {
  text: string;
  hint: string;
}

/**
 * 'Select a person': the candidates minus the current assignee, plus 'Unassigned' for non-operators when
 * the task is assigned (operator tasks cannot be released; web-screens §6.2).
 */
export function assigneeOptions(
  candidates: CandidateAssignee[],
  task: RequestTask,
  isOperator: boolean,
  unassigned: UnassignedOption,
): AssigneeOption[] {
  const options: AssigneeOption[] = candidates
    .filter((candidate) => candidate.id !== task.assigneeUserId)
    .map((candidate) => ({ value: candidate.id, text: fullName(candidate) || candidate.id }));
  if (!isOperator && task.assigneeUserId) options.push({ value: UNASSIGNED, ...unassigned });
  return options;
}
