import { ApiError } from '../../platform/http/errors';
import { storeSubmittedReport } from '../reports/records';
import { defineAction, type RequestRow, type TaskRow, type WorkflowStep } from '../definition';
import { storedPhase, type CompliancePhase } from '../reports/phases';
import { markSubmitted } from '../reports/reporting';
import { emptyTaskActionPayloadSchema, reInitiatedPayload } from '../shared-payloads';
import {
  actionPlanPayloadTypes,
  actionPlanTaskPayloadSchema,
  saveActionPlanPayloadSchema,
  type ActionPlanContainer,
  type ActionPlanRequestPayload,
  type ActionPlanTaskPayload,
} from './payload';
import { cleanUpActionPlan, validateActionPlan } from './rules';
import { actionPlanErrors } from './errors';

export const SUBMIT_TASK = 'ACTION_PLAN_P3_APPLICATION_SUBMIT';

/** A new SUBMIT task's payload, or the last submitted plan's when a regulator re-initiates it. */
export function submitTaskPayload(request?: ActionPlanRequestPayload): ActionPlanTaskPayload {
  return {
    payloadType: actionPlanPayloadTypes.task,
    ...(request?.actionPlan ? { actionPlanP3: request.actionPlan } : {}),
    actionPlanSectionsCompleted: request?.actionPlanSectionsCompleted ?? {},
    actionPlanAttachments: request?.actionPlanAttachments ?? {},
  };
}

/** The task's payload as stored; a task created before it had one (old demo data) starts empty. */
function taskPayloadOf(task: TaskRow): ActionPlanTaskPayload {
  return task.payload === null ? submitTaskPayload() : actionPlanTaskPayloadSchema.parse(task.payload);
}

const requestPayloadOf = (request: RequestRow) =>
  (request.payload ?? { payloadType: actionPlanPayloadTypes.request }) as ActionPlanRequestPayload;

/** ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT: the plan and statuses replaced, then cleaned up (ADR 0020). */
export const saveActionPlan = defineAction({
  payloadSchema: saveActionPlanPayloadSchema,
  savesTaskPayloadOnly: true,
  async handle(step, { task, payload }) {
    const { actionPlanP3, actionPlanSectionsCompleted } = cleanUpActionPlan(payload);
    const { actionPlanP3: _replaced, ...kept } = taskPayloadOf(task);
    const saved: ActionPlanTaskPayload = {
      ...kept,
      // A save without a plan clears it; an empty plan is kept (the submit then lists what it lacks).
      ...(payload.actionPlanP3 ? { actionPlanP3 } : {}),
      actionPlanSectionsCompleted,
    };
    await step.saveTaskPayload(task, saved);
  },
});

/**
 * ACTION_PLAN_P3_SUBMIT_APPLICATION, in the reference's order: the submit window (AP1001), then the
 * whole plan's checks (AP1002 with the violation list); then the plan is stored, the request
 * completed and the timeline given the plan.
 */
export const submitActionPlan = (phase: CompliancePhase) =>
  defineAction({
    payloadSchema: emptyTaskActionPayloadSchema,
    async handle(step, { request, task }) {
      if (!step.withinValidityWindow('ACTION_PLAN_P3', 'submit'))
        throw new ApiError(actionPlanErrors.AP1001, [[]]);
      const current = taskPayloadOf(task);
      const violations = validateActionPlan(current.actionPlanP3);
      if (violations.length > 0 || !current.actionPlanP3)
        throw new ApiError(actionPlanErrors.AP1002, [violations]);
      const actionPlan = current.actionPlanP3;
      const attachments = current.actionPlanAttachments;
      await storeSubmittedReport(step, request, {
        phase,
        document: {
          phase: storedPhase(phase),
          actionPlan,
          actionPlanAttachments: attachments,
        } satisfies ActionPlanContainer,
      });
      await markSubmitted(step, request);
      await step.updateRequestPayload(request, {
        ...requestPayloadOf(request),
        payloadType: actionPlanPayloadTypes.request,
        actionPlan,
        actionPlanSectionsCompleted: current.actionPlanSectionsCompleted,
        actionPlanAttachments: attachments,
      });
      await step.recordAction(request, 'ACTION_PLAN_P3_APPLICATION_SUBMITTED', {
        payloadType: actionPlanPayloadTypes.submitted,
        actionPlan,
        actionPlanAttachments: attachments,
      });
      await step.completeTask(task);
      await step.endRequest(request, 'COMPLETED');
    },
  });

/** ACTION_PLAN_CANCEL_APPLICATION: the request ends CANCELLED (a later plan may be started). */
export const cancelActionPlan = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    await step.completeTask(task);
    await step.recordAction(request, 'ACTION_PLAN_APPLICATION_CANCELLED', null);
    await step.endRequest(request, 'CANCELLED');
  },
});

/** The regulator's re-initiation: the same request runs again, its task pre-filled with the last submitted plan. */
export async function reopenActionPlan(
  step: WorkflowStep,
  request: RequestRow,
  createPayload: unknown,
): Promise<string> {
  await step.reopenRequest(request);
  await step.recordAction(
    request,
    'ACTION_PLAN_P3_APPLICATION_RE_INITIATED',
    reInitiatedPayload(createPayload),
  );
  await step.createTask(request, SUBMIT_TASK, submitTaskPayload(requestPayloadOf(request)));
  return request.id;
}
