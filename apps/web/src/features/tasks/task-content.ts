import type { ComponentType } from 'react';
import { AccountClosureTask } from './account-closure/AccountClosureTask';
import { AccountApplicationReview } from './review/AccountApplicationReview';
import type { TaskPageData } from './types';

export interface TaskContentProps {
  data: TaskPageData;
  editable: boolean;
}

export interface TaskContent {
  /** The page body for this task type. */
  component: ComponentType<TaskContentProps>;
  /** Actions the user must hold, besides being the assignee, to change the task (task-forms §0). */
  requiredActions: readonly string[];
}

/** Task pages by task type; the other types get a placeholder until their forms are built. */
const TASK_CONTENT: Record<string, TaskContent> = {
  ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW: {
    component: AccountApplicationReview,
    requiredActions: [
      'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
      'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
    ],
  },
  ACCOUNT_CLOSURE_SUBMIT: {
    component: AccountClosureTask,
    requiredActions: ['ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT', 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION'],
  },
};

export function taskContentFor(taskType: string): TaskContent | undefined {
  return TASK_CONTENT[taskType];
}
