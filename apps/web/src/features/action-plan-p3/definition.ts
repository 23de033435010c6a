import { text } from '../../shared/i18n/catalogue';
import type { WorkflowDefinition } from '../../shared/workflow';
import { actionPlanMessages, type ActionPlanKey } from './messages.en';

const say = (key: ActionPlanKey) => text(actionPlanMessages, key);

/**
 * Action plan, phase 3: the energy efficiency measures the organisation intends to take (task-forms §2). What
 * people read is a getter, read in the page's language whenever the workflow kit shows it. The title, list name
 * and noun are fragments of the kit's own English sentences: they follow when the kit is translated.
 */
export const actionPlan: WorkflowDefinition<'ACTION_PLAN_P3'> = {
  requestType: 'ACTION_PLAN_P3',
  title: 'action plan',
  listName: 'action plan',
  listedUnder: 'phases',
  regulatorPermission: { group: 'RETURN_ACTION_PLAN', label: 'Return Action Plan' },
  tasks: {
    ACTION_PLAN_P3_APPLICATION_SUBMIT: {
      get name() {
        return say('taskName');
      },
      roleType: 'OPERATOR',
      requiredActions: ['ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT', 'ACTION_PLAN_P3_SUBMIT_APPLICATION'],
      content: async () => (await import('./ActionPlanTask')).ActionPlanTask,
    },
  },
  timeline: {
    ACTION_PLAN_P3_APPLICATION_SUBMITTED: {
      get label() {
        return say('eventSubmitted');
      },
      view: async () => (await import('./ActionPlanEvent')).ActionPlanEvent,
    },
    ACTION_PLAN_P3_APPLICATION_RE_INITIATED: {
      get label() {
        return say('eventReturned');
      },
      details: false,
    },
    ACTION_PLAN_APPLICATION_CANCELLED: {
      get label() {
        return say('eventCancelled');
      },
      details: false,
    },
  },
  reInitiate: { path: 'action-plan', noun: 'action plan' },
  start: {
    get title() {
      return say('startTitle');
    },
    get about() {
      return say('startAbout');
    },
    noun: 'Phase 3 action plan',
    article: 'a',
    create: {
      requestCreateActionType: 'ACTION_PLAN_P3',
      requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    },
  },
};
