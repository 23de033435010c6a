import type { WorkflowDefinition } from '../../shared/workflow';

/** Account closure: a regulator gives the reason and closes the account, ending its other workflows. */
export const accountClosure: WorkflowDefinition<'ACCOUNT_CLOSURE'> = {
  requestType: 'ACCOUNT_CLOSURE',
  title: 'Close account',
  listName: 'Account Closure',
  listedUnder: 'workflows',
  regulatorPermission: { group: 'ACCOUNT_CLOSURE', label: 'Close account', afterItems: true },
  tasks: {
    ACCOUNT_CLOSURE_SUBMIT: {
      name: 'Close account',
      roleType: 'REGULATOR',
      requiredActions: ['ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT', 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION'],
      content: async () => (await import('./AccountClosureTask')).AccountClosureTask,
    },
  },
  timeline: {
    ACCOUNT_CLOSURE_APPLICATION_SUBMITTED: {
      label: 'Account closed',
      // The closure's heading names who closed the account (web-screens §6.4).
      title: (action) => (action.submitter ? `Account closed by ${action.submitter}` : 'Account closed'),
      view: async () => (await import('./ClosureEvent')).ClosureEvent,
    },
    ACCOUNT_CLOSURE_APPLICATION_CANCELLED: { label: 'Account closure task cancelled', details: false },
  },
  start: {
    title: 'Close account',
    about:
      'Permanently close this organisation account. Every active task and workflow on the account will be ' +
      'terminated and the participant will be told why the account was closed.',
    startText: 'Start account closure',
    noun: 'account closure',
    article: 'an',
    statusBlocked: (status) => `You cannot close an account that is ${status}`,
    create: {
      requestCreateActionType: 'ACCOUNT_CLOSURE',
      requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    },
  },
};
