import { z } from 'zod';
import { defineRequestType } from '../definition';
import { reportReInitiation, reportStart } from '../reporting';
import { validityWindow } from '../validity-windows';

/** Starting it says whether the undertaking was disaggregated from a group (then it starts empty). */
export const progressUpdate1CreatePayloadSchema = z
  .strictObject({
    payloadType: z.literal('PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD'),
    isDisaggregateUndertaking: z.boolean(),
  })
  .meta({ id: 'ProgressUpdate1RequestCreateActionPayload' });

/**
 * The Phase 3 progress update 1: named, with its rules, but not built yet. Without a start handler,
 * starting it answers REQUEST_CREATE_ACTION1000, and its (demo) tasks offer no action.
 */
export const progressUpdate1P3 = defineRequestType({
  type: 'PROGRESS_UPDATE_1_P3',
  category: 'REPORTING',
  idFormat: { prefix: 'PU1', suffix: '-P3' },
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2025-07-01', '2026-12-06'),
  create: reportStart(
    'PROGRESS_UPDATE_1_P3',
    'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_EXECUTE_TASK',
    progressUpdate1CreatePayloadSchema,
  ),
  reInitiate: reportReInitiation(
    'RE_INITIATE_PROGRESS_UPDATE_1_P3',
    'PERM_PROGRESS_UPDATE_1_APPLICATION_RE_INITIATE_TASK',
  ),
  tasks: {
    PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: {
      displayName: 'Submit Phase 3 Progress Update 1',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: false,
      actions: {
        PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT: null,
        PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION: null,
        PROGRESS_UPDATE_1_CANCEL_APPLICATION: null,
      },
    },
  },
  requestActions: {
    PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: { attachments: true },
    PROGRESS_UPDATE_1_APPLICATION_CANCELLED: {},
    PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED: { attachments: true },
  },
});
