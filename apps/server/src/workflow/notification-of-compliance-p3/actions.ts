import { and, eq } from 'drizzle-orm';
import { requestTasks } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { defineAction } from '../definition';
import { emptyTaskActionPayloadSchema } from '../shared-payloads';
import type { CompliancePhase } from '../reports/phases';
import { ukDate } from '../validity-windows';
import {
  nocPayloadTypes,
  nocSaveApplicationPayloadSchema,
  sectionsOf,
  sendToEditPayloadSchema,
} from './payload';
import { recordSubmission } from './records';
import { applySave, obligationRefusal, validateSubmission } from './rules';
import {
  NOC_TASKS,
  editTaskPayloadFrom,
  requestPayloadWith,
  snapshotOf,
  submitTaskPayloadFrom,
  taskPayloadOf,
  workingCopyOf,
} from './working-copies';
import { notificationErrors } from './errors';

/**
 * SAVE_APPLICATION_SUBMIT / _EDIT: the notification and its statuses replace the task's, after the
 * clean-up its category needs (ADR 14). Both take the one documented save payload, each its own type.
 */
export function saveApplication(
  payloadType: typeof nocPayloadTypes.saveSubmit | typeof nocPayloadTypes.saveEdit,
  phase: CompliancePhase,
) {
  return defineAction({
    payloadSchema: nocSaveApplicationPayloadSchema,
    savesTaskPayloadOnly: true,
    async handle(step, { task, payload }) {
      if (payload.payloadType !== payloadType) {
        throw new ApiError('FORM1001', [
          { fieldName: 'requestTaskActionPayload.payloadType', message: `must be ${payloadType}` },
        ]);
      }
      const saved = applySave(
        taskPayloadOf(task),
        { noc: payload.noc, nocSectionsCompleted: payload.nocSectionsCompleted },
        sectionsOf(phase),
      );
      await step.saveTaskPayload(task, saved);
    },
  });
}

/**
 * SEND_TO_EDIT: a colleague who may hold the EDIT task (never the sender) reviews the notification;
 * the sender waits, with nothing to do, until it comes back.
 */
export const sendToEdit = defineAction({
  payloadSchema: sendToEditPayloadSchema,
  async handle(step, { request, task, payload }) {
    const editor = payload.supportingOperator;
    const candidates = await step.candidatesFor(request, NOC_TASKS.edit);
    if (editor === step.actor.userId || !candidates.some((candidate) => candidate.id === editor)) {
      throw new ApiError('ITEM1000');
    }
    const copy = workingCopyOf(taskPayloadOf(task));
    await step.updateRequestPayload(request, {
      ...requestPayloadWith(request, copy),
      supportingOperator: editor,
    });
    await step.recordAction(
      request,
      'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT',
      snapshotOf(nocPayloadTypes.sentToEdit, copy),
    );
    await step.completeTask(task);
    await step.createTask(request, NOC_TASKS.edit, editTaskPayloadFrom(copy));
    await step.createTask(request, NOC_TASKS.waitForEdit, null);
  },
});

/** RETURN_TO_SUBMIT: the reviewed notification goes back to a new SUBMIT task for the sender. */
export const returnToSubmit = defineAction({
  payloadSchema: emptyTaskActionPayloadSchema,
  async handle(step, { request, task }) {
    const copy = workingCopyOf(taskPayloadOf(task));
    await step.updateRequestPayload(request, requestPayloadWith(request, copy));
    await step.recordAction(
      request,
      'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT',
      snapshotOf(nocPayloadTypes.returnedToSubmit, copy),
    );
    await step.completeTask(task);
    const waiting = await step.tx
      .select({ id: requestTasks.id })
      .from(requestTasks)
      .where(and(eq(requestTasks.requestId, request.id), eq(requestTasks.type, NOC_TASKS.waitForEdit)));
    for (const wait of waiting) await step.deleteTask(wait);
    await step.createTask(request, NOC_TASKS.submit, submitTaskPayloadFrom(request));
  },
});

/**
 * SUBMIT_APPLICATION: the submit window first (NOC1002, ADR 14), then the reporting obligation (FORM1001,
 * or FORM1002 when there is none, as the reference), then the whole notification (NOC1001 with the
 * violation list as data[0]); each changes nothing. A valid notification is kept
 * for the MI reports, recorded on the timeline and the request completes.
 */
export const submitApplication = (phase: CompliancePhase) =>
  defineAction({
    payloadSchema: emptyTaskActionPayloadSchema,
    async handle(step, { request, task }) {
      if (!step.withinValidityWindow('NOTIFICATION_OF_COMPLIANCE_P3', 'submit')) {
        throw new ApiError(notificationErrors.NOC1002, [[]]);
      }
      const copy = workingCopyOf(taskPayloadOf(task));
      const violations = await validateSubmission(copy.noc, {
        companyInformation: step.services.companyInformation,
        today: ukDate(step.now),
        sections: sectionsOf(phase),
      });
      const refusal = obligationRefusal(violations);
      if (refusal) throw new ApiError(refusal.code, refusal.problems);
      if (violations.length > 0) throw new ApiError(notificationErrors.NOC1001, [violations]);
      await step.updateRequestPayload(request, requestPayloadWith(request, copy));
      await recordSubmission(step, request, copy.noc, phase);
      await step.recordAction(
        request,
        'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
        snapshotOf(nocPayloadTypes.submitted, copy),
      );
      await step.completeTask(task);
      await step.endRequest(request, 'COMPLETED');
    },
  });
