import { ApiError } from '../../platform/http/errors';
import { progressUpdates1 } from '../../platform/db/schema';
import { defineAction, type RequestRow, type TaskRow, type WorkflowStep } from '../definition';
import { markSubmitted } from '../reporting';
import { emptyTaskActionPayloadSchema, reInitiatedPayload } from '../shared-payloads';
import {
  progressUpdate1PayloadTypes,
  progressUpdate1TaskPayloadSchema,
  saveProgressUpdate1PayloadSchema,
  type ProgressUpdate1RequestPayload,
  type ProgressUpdate1TaskPayload,
  type ProgressUpdate1UpdatedMeasure,
} from './payload';
import { applyProgressUpdate1Save, validateProgressUpdate1 } from './rules';

export const SUBMIT_TASK = 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT';

/** A new SUBMIT task's payload: one item per action plan measure, or none for a disaggregated undertaking. */
export function newTaskPayload(
  isDisaggregateUndertaking: boolean,
  measures: ProgressUpdate1UpdatedMeasure[],
): ProgressUpdate1TaskPayload {
  return {
    payloadType: progressUpdate1PayloadTypes.task,
    isDisaggregateUndertaking,
    progressUpdate1P3: {
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: measures,
        progressUpdate1P3AddedMeasure: [],
      },
    },
    progressUpdate1P3SectionsCompleted: {},
    progressUpdate1P3Attachments: {},
  };
}

const requestPayloadOf = (request: RequestRow) => request.payload as ProgressUpdate1RequestPayload;

/** The task's payload as stored; a task created before it had one (old demo data) starts as its request says. */
function taskPayloadOf(request: RequestRow, task: TaskRow): ProgressUpdate1TaskPayload {
  if (task.payload === null)
    return newTaskPayload(requestPayloadOf(request)?.isDisaggregateUndertaking === true, []);
  return progressUpdate1TaskPayloadSchema.parse(task.payload);
}

/** PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT: merged and cleaned up as reporting-inventory §1.3 and ADR 0020 say. */
export const saveProgressUpdate1 = defineAction({
  payloadSchema: saveProgressUpdate1PayloadSchema,
  savesTaskPayloadOnly: true,
  async handle(step, { request, task, payload }) {
    const result = applyProgressUpdate1Save(taskPayloadOf(request, task), payload);
    if ('problems' in result) throw new ApiError('FORM1001', result.problems);
    await step.saveTaskPayload(task, result.payload);
  },
});

/**
 * PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION, in the reference's order: the submit window (PU11002), then
 * the group change and the constraints (PU11003 with the list); then the update is stored, the request
 * completed and the timeline given the update.
 */
export const submitProgressUpdate1 = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    if (!step.withinValidityWindow('PROGRESS_UPDATE_1_P3', 'submit')) throw new ApiError('PU11002', [[]]);
    const current = taskPayloadOf(request, task);
    const account = await step.lockAccount(request);
    const violations = validateProgressUpdate1(current, account);
    if (violations.length > 0) throw new ApiError('PU11003', [violations]);
    const { isDisaggregateUndertaking, progressUpdate1P3 } = current;
    const attachments = current.progressUpdate1P3Attachments;
    const data = { phase: 'PHASE_3' as const, progressUpdate1P3, progressUpdate1Attachments: attachments };
    await step.tx
      .insert(progressUpdates1)
      .values({ id: request.id, accountId: account.id, phase: 'PHASE_3', isDisaggregateUndertaking, data })
      .onConflictDoUpdate({
        target: [progressUpdates1.accountId, progressUpdates1.phase],
        set: { id: request.id, isDisaggregateUndertaking, data },
      });
    await markSubmitted(step, request);
    const stored: ProgressUpdate1RequestPayload = {
      ...requestPayloadOf(request),
      payloadType: progressUpdate1PayloadTypes.request,
      isDisaggregateUndertaking,
      progressUpdate1P3,
      progressUpdate1P3SectionsCompleted: current.progressUpdate1P3SectionsCompleted,
      progressUpdate1Attachments: attachments,
    };
    await step.updateRequestPayload(request, { ...stored });
    await step.recordAction(request, 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED', {
      payloadType: progressUpdate1PayloadTypes.submitted,
      isDisaggregateUndertaking,
      progressUpdate1P3,
      progressUpdate1Attachments: attachments,
    });
    await step.completeTask(task);
    await step.endRequest(request, 'COMPLETED');
  },
});

/** PROGRESS_UPDATE_1_CANCEL_APPLICATION: the request ends CANCELLED. */
export const cancelProgressUpdate1 = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    await step.completeTask(task);
    await step.recordAction(request, 'PROGRESS_UPDATE_1_APPLICATION_CANCELLED', null);
    await step.endRequest(request, 'CANCELLED');
  },
});

/** The regulator's re-initiation: the same request runs again from the last submitted update. */
export async function reopenProgressUpdate1(
  step: WorkflowStep,
  request: RequestRow,
  createPayload: unknown,
): Promise<string> {
  const stored = requestPayloadOf(request);
  await step.reopenRequest(request);
  await step.recordAction(
    request,
    'PROGRESS_UPDATE_1_P3_APPLICATION_RE_INITIATED',
    reInitiatedPayload(createPayload),
  );
  const payload = newTaskPayload(stored.isDisaggregateUndertaking === true, []);
  await step.createTask(request, SUBMIT_TASK, {
    ...payload,
    ...(stored.progressUpdate1P3 ? { progressUpdate1P3: stored.progressUpdate1P3 } : {}),
    progressUpdate1P3SectionsCompleted: stored.progressUpdate1P3SectionsCompleted ?? {},
    progressUpdate1P3Attachments: stored.progressUpdate1Attachments ?? {},
  });
  return request.id;
}
