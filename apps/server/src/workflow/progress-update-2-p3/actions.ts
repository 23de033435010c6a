import { ApiError } from '../../platform/http/errors';
import { progressUpdates2 } from '../../platform/db/schema';
import { defineAction, type RequestRow, type TaskRow, type WorkflowStep } from '../definition';
import { markSubmitted } from '../reporting';
import { emptyTaskActionPayloadSchema, reInitiatedPayload } from '../shared-payloads';
import {
  progressUpdate2PayloadTypes,
  progressUpdate2TaskPayloadSchema,
  saveProgressUpdate2PayloadSchema,
  type ProgressUpdate2RequestPayload,
  type ProgressUpdate2TaskPayload,
  type ProgressUpdate2UpdatedAddedMeasure,
  type ProgressUpdate2UpdatedMeasure,
} from './payload';
import { applyProgressUpdate2Save, validateProgressUpdate2 } from './rules';

export const SUBMIT_TASK = 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT';

/** A new SUBMIT task's payload: the carried-over measures, or none for a disaggregated undertaking. */
export function newTaskPayload(
  isDisaggregateUndertaking: boolean,
  measures: ProgressUpdate2UpdatedMeasure[] = [],
  addedMeasures: ProgressUpdate2UpdatedAddedMeasure[] = [],
): ProgressUpdate2TaskPayload {
  return {
    payloadType: progressUpdate2PayloadTypes.task,
    isDisaggregateUndertaking,
    progressUpdate2P3: {
      progressUpdate2P3MeasuresUpdate: {
        progressUpdate2P3Measures: measures,
        progressUpdate2P3UpdatedAddedMeasures: addedMeasures,
        progressUpdate2P3AddedMeasure: [],
      },
    },
    progressUpdate2P3SectionsCompleted: {},
    progressUpdate2P3Attachments: {},
  };
}

const requestPayloadOf = (request: RequestRow) => request.payload as ProgressUpdate2RequestPayload;

/** The task's payload as stored; a task created before it had one (old demo data) starts as its request says. */
function taskPayloadOf(request: RequestRow, task: TaskRow): ProgressUpdate2TaskPayload {
  if (task.payload === null)
    return newTaskPayload(requestPayloadOf(request)?.isDisaggregateUndertaking === true);
  return progressUpdate2TaskPayloadSchema.parse(task.payload);
}

/** PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT: merged and cleaned up as reporting-inventory §1.3 and ADR 0020 say. */
export const saveProgressUpdate2 = defineAction({
  payloadSchema: saveProgressUpdate2PayloadSchema,
  savesTaskPayloadOnly: true,
  async handle(step, { request, task, payload }) {
    const result = applyProgressUpdate2Save(taskPayloadOf(request, task), payload);
    if ('problems' in result) throw new ApiError('FORM1001', result.problems);
    await step.saveTaskPayload(task, result.payload);
  },
});

/**
 * PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION, in the reference's order: the submit window (PU11002), then
 * the group change and the constraints (PU21004 with the list); then the update is stored, the request
 * completed and the timeline given the update.
 */
export const submitProgressUpdate2 = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    if (!step.withinValidityWindow('PROGRESS_UPDATE_2_P3', 'submit')) throw new ApiError('PU11002', [[]]);
    const current = taskPayloadOf(request, task);
    const account = await step.lockAccount(request);
    const violations = validateProgressUpdate2(current, account);
    if (violations.length > 0) throw new ApiError('PU21004', [violations]);
    const { isDisaggregateUndertaking, progressUpdate2P3 } = current;
    const attachments = current.progressUpdate2P3Attachments;
    const data = { phase: 'PHASE_3' as const, progressUpdate2P3, progressUpdate2Attachments: attachments };
    await step.tx
      .insert(progressUpdates2)
      .values({ id: request.id, accountId: account.id, phase: 'PHASE_3', isDisaggregateUndertaking, data })
      .onConflictDoUpdate({
        target: [progressUpdates2.accountId, progressUpdates2.phase],
        set: { id: request.id, isDisaggregateUndertaking, data },
      });
    await markSubmitted(step, request);
    const stored: ProgressUpdate2RequestPayload = {
      ...requestPayloadOf(request),
      payloadType: progressUpdate2PayloadTypes.request,
      isDisaggregateUndertaking,
      progressUpdate2P3,
      progressUpdate2P3SectionsCompleted: current.progressUpdate2P3SectionsCompleted,
      progressUpdate2Attachments: attachments,
    };
    await step.updateRequestPayload(request, { ...stored });
    await step.recordAction(request, 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED', {
      payloadType: progressUpdate2PayloadTypes.submitted,
      isDisaggregateUndertaking,
      progressUpdate2P3,
      progressUpdate2Attachments: attachments,
    });
    await step.completeTask(task);
    await step.endRequest(request, 'COMPLETED');
  },
});

/** PROGRESS_UPDATE_2_CANCEL_APPLICATION: the request ends CANCELLED. */
export const cancelProgressUpdate2 = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    await step.completeTask(task);
    await step.recordAction(request, 'PROGRESS_UPDATE_2_APPLICATION_CANCELLED', null);
    await step.endRequest(request, 'CANCELLED');
  },
});

/** The regulator's re-initiation: the same request runs again from the last submitted update. */
export async function reopenProgressUpdate2(
  step: WorkflowStep,
  request: RequestRow,
  createPayload: unknown,
): Promise<string> {
  const stored = requestPayloadOf(request);
  await step.reopenRequest(request);
  await step.recordAction(
    request,
    'PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED',
    reInitiatedPayload(createPayload),
  );
  const payload = newTaskPayload(stored.isDisaggregateUndertaking === true);
  await step.createTask(request, SUBMIT_TASK, {
    ...payload,
    ...(stored.progressUpdate2P3 ? { progressUpdate2P3: stored.progressUpdate2P3 } : {}),
    progressUpdate2P3SectionsCompleted: stored.progressUpdate2P3SectionsCompleted ?? {},
    progressUpdate2P3Attachments: stored.progressUpdate2Attachments ?? {},
  });
  return request.id;
}
