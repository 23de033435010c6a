import { z } from 'zod';
import { defineRequestType } from '../definition';
import { reportReInitiation, reportStart } from '../reporting';
import { validityWindow } from '../validity-windows';

/** Starting it says whether the undertaking was disaggregated from a group (then it starts empty). */
export const progressUpdate2CreatePayloadSchema = z
  .strictObject({
    payloadType: z.literal('PROGRESS_UPDATE_2_CREATE_ACTION_PAYLOAD'),
    isDisaggregateUndertaking: z.boolean(),
  })
  .meta({ id: 'ProgressUpdate2RequestCreateActionPayload' });

/**
 * The Phase 3 progress update 2: named, with its rules, but not built yet. Without a start handler,
 * starting it answers REQUEST_CREATE_ACTION1000, and its (demo) tasks offer no action.
 */
export const progressUpdate2P3 = defineRequestType({
  type: 'PROGRESS_UPDATE_2_P3',
  category: 'REPORTING',
  idFormat: { prefix: 'PU2', suffix: '-P3' },
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2025-12-06', '2027-03-06'),
  create: reportStart(
    'PROGRESS_UPDATE_2_P3',
    'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_EXECUTE_TASK',
    progressUpdate2CreatePayloadSchema,
  ),
  reInitiate: reportReInitiation(
    'RE_INITIATE_PROGRESS_UPDATE_2_P3',
    'PERM_PROGRESS_UPDATE_2_APPLICATION_RE_INITIATE_TASK',
  ),
  tasks: {
    PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT: {
      displayName: 'Submit Phase 3 Progress Update 2',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: false,
      actions: {
        PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT: null,
        PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION: null,
        PROGRESS_UPDATE_2_CANCEL_APPLICATION: null,
      },
    },
  },
  requestActions: {
    PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED: { attachments: true },
    PROGRESS_UPDATE_2_APPLICATION_CANCELLED: {},
    PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED: { attachments: true },
  },
});
