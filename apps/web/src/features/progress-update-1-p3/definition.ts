import type { WorkflowDefinition } from '../../shared/workflow';

/** Progress update 1, phase 3: progress on the action plan's measures (task-forms §3). */
export const progressUpdate1: WorkflowDefinition<'PROGRESS_UPDATE_1_P3'> = {
  requestType: 'PROGRESS_UPDATE_1_P3',
  title: 'progress update 1',
  listName: 'progress update 1',
  tasks: {
    PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: {
      name: 'Submit Phase 3 Progress Update 1',
      requiredActions: [
        'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT',
        'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION',
      ],
      content: async () => (await import('./ProgressUpdateTask')).ProgressUpdateTask,
    },
  },
  timeline: {
    PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: {
      label: 'Progress Update 1 submitted',
      view: async () => (await import('./ProgressUpdateEvent')).ProgressUpdateEvent,
    },
    PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED: {
      label: 'Progress Update 1 returned for changes',
      details: false,
    },
    PROGRESS_UPDATE_1_APPLICATION_CANCELLED: { label: 'Progress Update 1 cancelled', details: false },
  },
  reInitiate: { path: 'progress-update-1', noun: 'progress update 1' },
  start: {
    title: 'Phase 3 progress update 1',
    about: 'Report the progress your organisation has made on the measures in its action plan.',
    noun: 'Phase 3 progress update 1',
    article: 'a',
    create: {
      requestCreateActionType: 'PROGRESS_UPDATE_1_P3',
      requestCreateActionPayload: {
        payloadType: 'PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD',
        isDisaggregateUndertaking: false,
      },
    },
    disaggregated: {
      after: 'ACTION_PLAN_P3',
      path: 'progress-update-1',
      linkText: 'I want to start Progress Update 1 as a disaggregated undertaking',
      startText: 'Start Progress Update 1',
      create: {
        requestCreateActionType: 'PROGRESS_UPDATE_1_P3',
        requestCreateActionPayload: {
          payloadType: 'PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD',
          isDisaggregateUndertaking: true,
        },
      },
    },
  },
};
