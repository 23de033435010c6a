import { defineRequestType } from '../definition';
import { actionPlanMiExport } from './mi-export';
import { actionPlanMeasures } from './measures-sheet';
import { actionPlanErrors } from './errors';
import { reInitiatedActionPayloadSchema } from '../shared-payloads';
import {
  nextReportId,
  reportPermissions,
  reportReInitiation,
  reportStart,
  reportsOnAccount,
} from '../reports/reporting';
import { phase3, reportIdFormat, reportMetadata, type CompliancePhase } from '../reports/phases';
import {
  SUBMIT_TASK,
  cancelActionPlan,
  reopenActionPlan,
  saveActionPlan,
  submitActionPlan,
  submitTaskPayload,
} from './actions';
import {
  actionPlanPayloadTypes,
  actionPlanSubmittedPayloadSchema,
  actionPlanTaskPayloadSchema,
} from './payload';

/**
 * The action plan of a phase (api-behaviour §2.4, task-forms §2): the energy efficiency measures an
 * organisation proposes and the responsible officer's confirmation, one SUBMIT task, saved as drafts
 * and checked in full at submit (ADR 0020).
 */
export const actionPlanFor = (phase: CompliancePhase) => {
  const idFormat = reportIdFormat(phase, 'AP');
  return defineRequestType({
    type: 'ACTION_PLAN_P3',
    category: 'REPORTING',
    idFormat,
    holdHistory: true,
    needsAccount: true,
    validityWindow: phase.windows.actionPlan,
    submittedRecords: true,
    miExport: actionPlanMiExport,
    measuresSheet: actionPlanMeasures,
    errorCodes: Object.values(actionPlanErrors),
    permissions: reportPermissions({
      view: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_VIEW_TASK',
      submit: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK',
      reInitiate: 'PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK',
      group: 'RETURN_ACTION_PLAN',
    }),
    create: {
      ...reportStart('ACTION_PLAN_P3', 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK'),

      /**
       * No other plan running or done (a cancelled one does not count), and no progress update 1 running
       * or done, which the reference reports without naming it. The reference asks nothing of the NOC.
       */
      async checkOtherRequests(executor, { account }) {
        const reports = await reportsOnAccount(executor, account.id);
        if (reports.activeOrDone('ACTION_PLAN_P3')) return { valid: false, requests: ['ACTION_PLAN_P3'] };
        if (reports.activeOrDone('PROGRESS_UPDATE_1_P3')) return { valid: false };
        return { valid: true };
      },

      async start(step, { account }) {
        if (!account) throw new Error('an action plan needs an account');
        const request = await step.createRequest({
          id: await nextReportId(step, idFormat, account.id),
          type: 'ACTION_PLAN_P3',
          accountId: account.id,
          competentAuthority: account.competentAuthority,
          payload: { payloadType: actionPlanPayloadTypes.request, operatorAssignee: step.actor.userId },
          metadata: reportMetadata(phase, 'ACTION_PLAN_P3'),
        });
        await step.createTask(request, SUBMIT_TASK, submitTaskPayload());
        return request.id;
      },
    },
    reInitiate: {
      ...reportReInitiation('RE_INITIATE_ACTION_PLAN_P3', 'PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK'),

      /** Not once a progress update 1 is running or done (it was made against this plan), naming it. */
      async checkOtherRequests(executor, { account }) {
        const reports = await reportsOnAccount(executor, account.id);
        return reports.activeOrDone('PROGRESS_UPDATE_1_P3')
          ? { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] }
          : { valid: true };
      },

      async start(step, { request, payload }) {
        if (!request) throw new Error('a re-initiation names its request');
        return reopenActionPlan(step, request, payload);
      },
    },
    tasks: {
      [SUBMIT_TASK]: {
        displayName: `Submit ${phase.label} Action Plan`,
        roleType: 'OPERATOR',
        viewPermission: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_VIEW_TASK',
        executePermission: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK',
        assignable: true,
        payloadSchema: actionPlanTaskPayloadSchema,
        actions: {
          ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT: saveActionPlan,
          ACTION_PLAN_P3_SUBMIT_APPLICATION: submitActionPlan(phase),
          ACTION_PLAN_CANCEL_APPLICATION: cancelActionPlan,
        },
      },
    },
    requestActions: {
      ACTION_PLAN_P3_APPLICATION_SUBMITTED: {
        attachments: true,
        payloadSchema: actionPlanSubmittedPayloadSchema,
      },
      // Neither has a payload (reporting-inventory §1.0) nor a page of its own.
      ACTION_PLAN_P3_APPLICATION_RE_INITIATED: {
        attachments: true,
        payloadSchema: reInitiatedActionPayloadSchema,
      },
      ACTION_PLAN_APPLICATION_CANCELLED: {},
    },
  });
};

export const actionPlanP3 = actionPlanFor(phase3);
