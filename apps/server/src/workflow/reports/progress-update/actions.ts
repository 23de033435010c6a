import type { z } from 'zod';
import { storeSubmittedReport } from '../records';
import { ApiError, type DeclaredErrorCode } from '../../../platform/http/errors';
import { defineAction, type RequestRow, type TaskRow, type WorkflowStep } from '../../definition';
import { emptyTaskActionPayloadSchema, reInitiatedPayload } from '../../shared-payloads';
import { storedPhase, type CompliancePhase } from '../phases';
import { markSubmitted } from '../reporting';
import type { progressUpdateRules } from './rules';
import type { progressUpdateSchemas } from './schemas';
import { progressUpdateWorkflowNames, type UpdateNumber } from './workflow-names';

/** What progress update N's submit answers when it may not be submitted. */
export interface ProgressUpdateSubmission {
  errors: { outsideWindow: DeclaredErrorCode; violations: DeclaredErrorCode };
}

type Loose = Record<string, unknown>;

/** The task actions of progress update N, and the payload of a new SUBMIT task. */
export function progressUpdateActions<Task, Save>(
  schemas: ReturnType<typeof progressUpdateSchemas>,
  rules: ReturnType<typeof progressUpdateRules<Task, Save>>,
  carriedLists: readonly string[],
  submission: ProgressUpdateSubmission,
  phase: CompliancePhase,
) {
  const { names } = schemas;
  const { payloadTypes } = names;
  const workflow = progressUpdateWorkflowNames(names.number as UpdateNumber);

  /** A new SUBMIT task's payload: the carried-over measures, list by list, or none (disaggregated). */
  function newTaskPayload(isDisaggregateUndertaking: boolean, ...lists: unknown[][]): Task {
    return {
      payloadType: payloadTypes.task,
      isDisaggregateUndertaking,
      [names.update]: {
        [names.measuresUpdate]: {
          ...Object.fromEntries(carriedLists.map((list, index) => [list, lists[index] ?? []])),
          [names.addedMeasure]: [],
        },
      },
      [names.sectionsCompleted]: {},
      [names.taskAttachments]: {},
    } as Task;
  }

  const requestPayloadOf = (request: RequestRow) => request.payload as Loose;

  /** The task's payload as stored; a task created before it had one (old demo data) starts as its request says. */
  function taskPayloadOf(request: RequestRow, task: TaskRow): Loose {
    if (task.payload === null) {
      return newTaskPayload(requestPayloadOf(request)?.isDisaggregateUndertaking === true) as Loose;
    }
    return (schemas.task as z.ZodType).parse(task.payload) as Loose;
  }

  /** The save: merged and cleaned up as reporting-inventory §1.3 and ADR 0020 say. */
  const save = defineAction({
    payloadSchema: schemas.save as z.ZodType,
    savesTaskPayloadOnly: true,
    async handle(step, { request, task, payload }) {
      const result = rules.applySave(taskPayloadOf(request, task) as Task, payload as Save);
      if ('problems' in result) throw new ApiError('FORM1001', result.problems);
      await step.saveTaskPayload(task, result.payload as Loose);
    },
  });

  /**
   * The submit, in the reference's order: the submit window, then the group change and the
   * constraints (with the violation list); then the update is stored, the request completed and the
   * timeline given the update.
   */
  const submit = defineAction({
    payloadSchema: emptyTaskActionPayloadSchema,
    async handle(step, { request, task }) {
      if (!step.withinValidityWindow(workflow.type, 'submit')) {
        throw new ApiError(submission.errors.outsideWindow, [[]]);
      }
      const current = taskPayloadOf(request, task);
      const account = await step.lockAccount(request);
      const isDisaggregateUndertaking = current.isDisaggregateUndertaking === true;
      const violations = rules.validate({ ...current, isDisaggregateUndertaking }, account);
      if (violations.length > 0) throw new ApiError(submission.errors.violations, [violations]);
      const update = current[names.update];
      const attachments = current[names.taskAttachments];
      const data = { phase: storedPhase(phase), [names.update]: update, [names.attachments]: attachments };
      await storeSubmittedReport(step, request, {
        phase,
        document: data,
        indexed: { isDisaggregateUndertaking },
      });
      await markSubmitted(step, request);
      await step.updateRequestPayload(request, {
        ...requestPayloadOf(request),
        payloadType: payloadTypes.request,
        isDisaggregateUndertaking,
        [names.update]: update,
        [names.sectionsCompleted]: current[names.sectionsCompleted],
        [names.attachments]: attachments,
      });
      await step.recordAction(request, workflow.submitted, {
        payloadType: payloadTypes.submitted,
        isDisaggregateUndertaking,
        [names.update]: update,
        [names.attachments]: attachments,
      });
      await step.completeTask(task);
      await step.endRequest(request, 'COMPLETED');
    },
  });

  /** The cancel: the request ends CANCELLED. */
  const cancel = defineAction({
    payloadSchema: emptyTaskActionPayloadSchema,
    async handle(step, { request, task }) {
      await step.completeTask(task);
      await step.recordAction(request, workflow.cancelled, null);
      await step.endRequest(request, 'CANCELLED');
    },
  });

  /** The regulator's re-initiation: the same request runs again from the last submitted update. */
  async function reopen(step: WorkflowStep, request: RequestRow, createPayload: unknown): Promise<string> {
    const stored = requestPayloadOf(request);
    await step.reopenRequest(request);
    await step.recordAction(request, workflow.reInitiated, reInitiatedPayload(createPayload));
    const payload = newTaskPayload(stored.isDisaggregateUndertaking === true) as Loose;
    await step.createTask(request, workflow.submitTask, {
      ...payload,
      ...(stored[names.update] ? { [names.update]: stored[names.update] } : {}),
      [names.sectionsCompleted]: stored[names.sectionsCompleted] ?? {},
      [names.taskAttachments]: stored[names.attachments] ?? {},
    });
    return request.id;
  }

  return { workflow, newTaskPayload, save, submit, cancel, reopen };
}
