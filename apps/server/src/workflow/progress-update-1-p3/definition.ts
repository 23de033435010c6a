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
  cancelProgressUpdate1,
  newTaskPayload,
  reopenProgressUpdate1,
  saveProgressUpdate1,
  submitProgressUpdate1,
} from './actions';
import {
  progressUpdate1CreatePayloadSchema,
  progressUpdate1PayloadTypes,
  progressUpdate1SubmittedPayloadSchema,
  progressUpdate1TaskPayloadSchema,
} from './payload';
import { measuresFromActionPlan } from './prefill';

const idFormat = { prefix: 'PU1', suffix: '-P3' };

/**
 * The Phase 3 progress update 1 (api-behaviour §2.5, task-forms §3): what became of each action plan
 * measure, measures added since, a disaggregated undertaking's group change, and the responsible
 * officer's confirmation (ADR 0020).
 */
export const progressUpdate1P3 = defineRequestType({
  type: 'PROGRESS_UPDATE_1_P3',
  category: 'REPORTING',
  idFormat,
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2025-07-01', '2026-12-06'),
  create: {
    ...reportStart(
      'PROGRESS_UPDATE_1_P3',
      'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_EXECUTE_TASK',
      progressUpdate1CreatePayloadSchema,
    ),

    /**
     * The reference's PU1 validator: none running or done, no action plan running, no progress update
     * 2 (unnamed in the answer). With no submitted action plan it is still valid but names
     * ACTION_PLAN_P3: only a disaggregated undertaking may start it then (the web's
     * "disaggregated-start" link, reporting-inventory §4.4).
     */
    async checkOtherRequests(executor, { account }) {
      const reports = await reportsOnAccount(executor, account.id);
      if (reports.activeOrDone('PROGRESS_UPDATE_1_P3'))
        return { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] };
      if (reports.inProgress('ACTION_PLAN_P3')) return { valid: false, requests: ['ACTION_PLAN_P3'] };
      if (reports.activeOrDone('PROGRESS_UPDATE_2_P3')) return { valid: false };
      if (!reports.completed('ACTION_PLAN_P3')) return { valid: true, requests: ['ACTION_PLAN_P3'] };
      return { valid: true };
    },

    /**
     * One update per measure of the submitted action plan; a disaggregated undertaking starts empty.
     * Without a submitted plan only a disaggregated start is possible: PU11001 (the reference answers
     * 500 when there is no plan at all; ADR 0020).
     */
    async start(step, { account, payload }) {
      if (!account) throw new Error('a progress update needs an account');
      const { isDisaggregateUndertaking } = payload;
      const measures = isDisaggregateUndertaking ? [] : await measuresFromActionPlan(step.tx, account.id);
      if (!measures) throw new ApiError('PU11001');
      const request = await step.createRequest({
        id: await nextReportId(step, idFormat, account.id),
        type: 'PROGRESS_UPDATE_1_P3',
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        payload: {
          payloadType: progressUpdate1PayloadTypes.request,
          operatorAssignee: step.actor.userId,
          isDisaggregateUndertaking,
        },
        metadata: phase3Metadata('PROGRESS_UPDATE_1_P3'),
      });
      await step.createTask(request, SUBMIT_TASK, newTaskPayload(isDisaggregateUndertaking, measures));
      return request.id;
    },
  },
  reInitiate: {
    ...reportReInitiation(
      'RE_INITIATE_PROGRESS_UPDATE_1_P3',
      'PERM_PROGRESS_UPDATE_1_APPLICATION_RE_INITIATE_TASK',
    ),

    /** Not once a progress update 2, built from this one, is running or done, naming it. */
    async checkOtherRequests(executor, { account }) {
      const reports = await reportsOnAccount(executor, account.id);
      return reports.activeOrDone('PROGRESS_UPDATE_2_P3')
        ? { valid: false, requests: ['PROGRESS_UPDATE_2_P3'] }
        : { valid: true };
    },

    async start(step, { request, payload }) {
      if (!request) throw new Error('a re-initiation names its request');
      return reopenProgressUpdate1(step, request, payload);
    },
  },
  tasks: {
    [SUBMIT_TASK]: {
      displayName: 'Submit Phase 3 Progress Update 1',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_PROGRESS_UPDATE_1_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: true,
      payloadSchema: progressUpdate1TaskPayloadSchema,
      actions: {
        PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT: saveProgressUpdate1,
        PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION: submitProgressUpdate1,
        PROGRESS_UPDATE_1_CANCEL_APPLICATION: cancelProgressUpdate1,
      },
    },
  },
  requestActions: {
    PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED: {
      attachments: true,
      payloadSchema: progressUpdate1SubmittedPayloadSchema,
    },
    PROGRESS_UPDATE_1_APPLICATION_CANCELLED: {},
    PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED: {
      attachments: true,
      payloadSchema: reInitiatedActionPayloadSchema,
    },
  },
});
