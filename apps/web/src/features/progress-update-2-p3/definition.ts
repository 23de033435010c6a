import type { WorkflowDefinition } from '../../shared/workflow';

/** Progress update 2, phase 3: further progress on the action plan's measures (task-forms §3). */
export const progressUpdate2: WorkflowDefinition<'PROGRESS_UPDATE_2_P3'> = {
  requestType: 'PROGRESS_UPDATE_2_P3',
  title: 'progress update 2',
  listName: 'progress update 2',
  tasks: {
    PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT: {
      name: 'Submit Phase 3 Progress Update 2',
      requiredActions: [
        'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT',
        'PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION',
      ],
      content: async () => (await import('./ProgressUpdateTask')).ProgressUpdateTask,
    },
  },
  timeline: {
    PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED: {
      label: 'Progress Update 2 submitted',
      view: async () => (await import('./ProgressUpdateEvent')).ProgressUpdateEvent,
    },
    PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED: {
      label: 'Progress Update 2 returned for changes',
      details: false,
    },
    PROGRESS_UPDATE_2_APPLICATION_CANCELLED: { label: 'Progress Update 2 cancelled', details: false },
  },
  reInitiate: { path: 'progress-update-2', noun: 'progress update 2' },
  start: {
    title: 'Phase 3 progress update 2',
    about: 'Report the further progress your organisation has made on the measures in its action plan.',
    noun: 'Phase 3 progress update 2',
    article: 'a',
    create: {
      requestCreateActionType: 'PROGRESS_UPDATE_2_P3',
      requestCreateActionPayload: {
        payloadType: 'PROGRESS_UPDATE_2_CREATE_ACTION_PAYLOAD',
        isDisaggregateUndertaking: false,
      },
    },
    disaggregated: {
      after: 'PROGRESS_UPDATE_1_P3',
      path: 'progress-update-2',
      linkText: 'I want to start Progress Update 2 as a disaggregated undertaking',
      startText: 'Start Progress Update 2',
      create: {
        requestCreateActionType: 'PROGRESS_UPDATE_2_P3',
        requestCreateActionPayload: {
          payloadType: 'PROGRESS_UPDATE_2_CREATE_ACTION_PAYLOAD',
          isDisaggregateUndertaking: true,
        },
      },
    },
  },
};
