import type { WorkflowDefinition } from '../../shared/workflow';

/** Action plan, phase 3: the energy efficiency measures the organisation intends to take (task-forms §2). */
export const actionPlan: WorkflowDefinition<'ACTION_PLAN_P3'> = {
  requestType: 'ACTION_PLAN_P3',
  title: 'action plan',
  listName: 'action plan',
  listedUnder: 'phases',
  regulatorPermission: { group: 'RETURN_ACTION_PLAN', label: 'Return Action Plan' },
  tasks: {
    ACTION_PLAN_P3_APPLICATION_SUBMIT: {
      name: 'Submit Phase 3 Action Plan',
      roleType: 'OPERATOR',
      requiredActions: ['ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT', 'ACTION_PLAN_P3_SUBMIT_APPLICATION'],
      content: async () => (await import('./ActionPlanTask')).ActionPlanTask,
    },
  },
  timeline: {
    ACTION_PLAN_P3_APPLICATION_SUBMITTED: {
      label: 'Action Plan submitted',
      view: async () => (await import('./ActionPlanEvent')).ActionPlanEvent,
    },
    ACTION_PLAN_P3_APPLICATION_RE_INITIATED: { label: 'Action Plan returned for changes', details: false },
    ACTION_PLAN_APPLICATION_CANCELLED: { label: 'Action Plan cancelled', details: false },
  },
  reInitiate: { path: 'action-plan', noun: 'action plan' },
  start: {
    title: 'Phase 3 action plan',
    about:
      'Tell your regulator which energy efficiency measures your organisation intends to take during the ' +
      'compliance period.',
    noun: 'Phase 3 action plan',
    article: 'a',
    create: {
      requestCreateActionType: 'ACTION_PLAN_P3',
      requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    },
  },
};
