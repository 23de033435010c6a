import { reInitiatedActionPayloadSchema } from '../shared-payloads';
import { ApiError } from '../../platform/http/errors';
import { defineRequestType } from '../definition';
import {
  nextReportId,
  phase3Metadata,
  reportReInitiation,
  reportStart,
  reportsOnAccount,
} from '../reporting';
import { validityWindow } from '../validity-windows';
import {
  SUBMIT_TASK,
  cancelProgressUpdate2,
  newTaskPayload,
  reopenProgressUpdate2,
  saveProgressUpdate2,
  submitProgressUpdate2,
} from './actions';
import {
  progressUpdate2CreatePayloadSchema,
  progressUpdate2PayloadTypes,
  progressUpdate2SubmittedPayloadSchema,
  progressUpdate2TaskPayloadSchema,
} from './payload';
import { measuresFromProgressUpdate1 } from './prefill';

const idFormat = { prefix: 'PU2', suffix: '-P3' };

/**
 * The Phase 3 progress update 2 (api-behaviour §2.5, task-forms §3): what became of the plan's and
 * progress update 1's measures since, measures added since, the group change and the confirmation.
 */
export const progressUpdate2P3 = defineRequestType({
  type: 'PROGRESS_UPDATE_2_P3',
  category: 'REPORTING',
  idFormat,
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2025-12-06', '2027-03-06'),
  create: {
    ...reportStart(
      'PROGRESS_UPDATE_2_P3',
      'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_EXECUTE_TASK',
      progressUpdate2CreatePayloadSchema,
    ),

    /**
     * The reference's PU2 validator: none running or done; no action plan or progress update 1
     * running; a submitted plan needs its progress update 1 first. With no submitted progress update
     * 1 it is still valid but names PROGRESS_UPDATE_1_P3: only a disaggregated undertaking may start.
     */
    async checkOtherRequests(executor, { account }) {
      const reports = await reportsOnAccount(executor, account.id);
      if (reports.activeOrDone('PROGRESS_UPDATE_2_P3'))
        return { valid: false, requests: ['PROGRESS_UPDATE_2_P3'] };
      if (reports.inProgress('ACTION_PLAN_P3')) return { valid: false, requests: ['ACTION_PLAN_P3'] };
      if (reports.inProgress('PROGRESS_UPDATE_1_P3'))
        return { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] };
      const previous = reports.completed('PROGRESS_UPDATE_1_P3');
      if (reports.completed('ACTION_PLAN_P3') && !previous)
        return { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] };
      return previous ? { valid: true } : { valid: true, requests: ['PROGRESS_UPDATE_1_P3'] };
    },

    /**
     * Built from the submitted progress update 1; a disaggregated undertaking starts empty. Without a
     * progress update 1 only a disaggregated start is possible: refused as the validator would have
     * (the reference answers 500; ADR 0020).
     */
    async start(step, { account, payload }) {
      if (!account) throw new Error('a progress update needs an account');
      const { isDisaggregateUndertaking } = payload;
      const carried = isDisaggregateUndertaking
        ? { measures: [], addedMeasures: [] }
        : await measuresFromProgressUpdate1(step.tx, account.id);
      if (!carried) {
        throw new ApiError('REQUEST_CREATE_ACTION1000', [
          { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] },
        ]);
      }
      const request = await step.createRequest({
        id: await nextReportId(step, idFormat, account.id),
        type: 'PROGRESS_UPDATE_2_P3',
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        payload: {
          payloadType: progressUpdate2PayloadTypes.request,
          operatorAssignee: step.actor.userId,
          isDisaggregateUndertaking,
        },
        metadata: phase3Metadata('PROGRESS_UPDATE_2_P3'),
      });
      await step.createTask(
        request,
        SUBMIT_TASK,
        newTaskPayload(isDisaggregateUndertaking, carried.measures, carried.addedMeasures),
      );
      return request.id;
    },
  },
  reInitiate: {
    ...reportReInitiation(
      'RE_INITIATE_PROGRESS_UPDATE_2_P3',
      'PERM_PROGRESS_UPDATE_2_APPLICATION_RE_INITIATE_TASK',
    ),
    async start(step, { request, payload }) {
      if (!request) throw new Error('a re-initiation names its request');
      return reopenProgressUpdate2(step, request, payload);
    },
  },
  tasks: {
    [SUBMIT_TASK]: {
      displayName: 'Submit Phase 3 Progress Update 2',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_PROGRESS_UPDATE_2_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: true,
      payloadSchema: progressUpdate2TaskPayloadSchema,
      actions: {
        PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT: saveProgressUpdate2,
        PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION: submitProgressUpdate2,
        PROGRESS_UPDATE_2_CANCEL_APPLICATION: cancelProgressUpdate2,
      },
    },
  },
  requestActions: {
    PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED: {
      attachments: true,
      payloadSchema: progressUpdate2SubmittedPayloadSchema,
    },
    PROGRESS_UPDATE_2_APPLICATION_CANCELLED: {},
    PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED: {
      attachments: true,
      payloadSchema: reInitiatedActionPayloadSchema,
    },
  },
});
