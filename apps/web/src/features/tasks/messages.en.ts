import { defineCatalogue } from '../../shared/i18n';

// The task frame's own pages: reassign, cancel, completed (the task page itself is shared/workflow's).
const en = {
  selectPerson: 'Select a person',
  assignHint:
    'The person you select can then work on the task and sees it in their ‘Assigned to me’ tasks. Only the person a task is assigned to can change it.',
  assignRefusedPerson: 'The task cannot be assigned to this person. Choose someone else.',
  assignRefusedTask: 'This task cannot be reassigned',
  assignFailed: 'The task could not be reassigned. Try again.',
  loadingPeople: 'Loading people…',
  peopleNotLoaded: 'The people who can take this task could not be loaded. Try again later.',
  nobodyToAssign: 'There is nobody else who can be assigned this task.',
  unassigned: 'Unassigned',
  unassignedHint:
    'Nobody can work on the task until it is assigned again. It is listed under ‘Unassigned’ on the dashboard.',
  submit: 'Submit',
  returnTo: 'Return to: {name}',
  reassignedTo: 'The task has been reassigned to {name}',
  reassigned: 'The task has been reassigned',
  unassignedDone: 'The task has been unassigned',
  goToTask: 'Go to the task',
  returnToDashboard: 'Return to dashboard',
  cancelFailed: 'The task could not be cancelled. Try again.',
  cancelQuestion: 'Are you sure you want to cancel this task?',
  cancelConsequence: 'This task and its progress will be cancelled.',
  cancelConfirm: 'Yes, cancel this task',
  taskCancelled: 'Task cancelled',
  completedHeading: 'This task has been completed',
  completedBody: 'The task has been completed or cancelled, so it can no longer be opened or changed.',
  completedReport:
    'You can read the report, and what happened to it, on its own page: {id}, under the organisation account’s Phases tab.',
  completedWorkflow:
    'You can see what happened on the workflow’s own page: {id}, under the organisation account’s Workflow history tab.',
  goToReport: 'Go to the report {id}',
  goToWorkflow: 'Go to the workflow {id}',
  goToPhases: 'Go to the organisation account’s phases',
  goToWorkflowHistory: 'Go to the organisation account’s workflow history',
  goToAccounts: 'Go to your organisation accounts',
  returnToYourDashboard: 'Return to your dashboard',
};

export type TaskMessages = typeof en;
export const taskMessages = defineCatalogue(en, () => import('./messages.cy'));
