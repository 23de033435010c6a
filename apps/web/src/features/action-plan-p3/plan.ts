import { requiredActionPlanConfirmations } from '@esos/reporting-rules';
import type { components } from '../../shared/api';
import { text } from '../../shared/i18n/catalogue';
import { ACTION_PLAN_STATEMENTS } from '../../shared/reports/labels';
import type { TaskPayloadOf } from '../../shared/workflow';
import { actionPlanMessages } from './messages.en';

export type ActionPlan = components['schemas']['ActionPlanP3'];
export type ActionPlanTaskPayload = TaskPayloadOf<'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD'>;
export type SectionsCompleted = ActionPlanTaskPayload['actionPlanSectionsCompleted'];
export type ConfirmationStatement = NonNullable<ActionPlan['responsibleOfficerConfirmation']>[number];

/** The task's name in the page's language (the section pages' caption and their way back). */
export const taskName = () => text(actionPlanMessages, 'taskName');

/**
 * The plan's two sections: the key of their status (and of the violation paths) and name. The names are getters
 * so that code holding a section (kits, lists built once) reads them in the page's current language.
 */
export const SECTIONS = {
  measures: {
    key: 'energyEfficiencyMeasure',
    get name() {
      return text(actionPlanMessages, 'measuresSection');
    },
  },
  confirmation: {
    key: 'responsibleOfficerConfirmation',
    get name() {
      return text(actionPlanMessages, 'confirmationSection');
    },
  },
} as const;

export function isActionPlanTask(payload: unknown): payload is ActionPlanTaskPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { payloadType?: unknown }).payloadType === 'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD'
  );
}

/** The task's plan and statuses, empty for a task without a payload yet. */
export function planOf(payload: unknown): { plan: ActionPlan; completed: SectionsCompleted } {
  if (!isActionPlanTask(payload)) return { plan: {}, completed: {} };
  return { plan: payload.actionPlanP3 ?? {}, completed: payload.actionPlanSectionsCompleted };
}

export const measuresOf = (plan: ActionPlan) => plan.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? [];

/**
 * The statements the responsible officer must confirm (task-forms §2): the second only when a measure's
 * savings were estimated by some other reasonable method (the server's rule, written once: ADR 47).
 */
export const requiredStatements = (plan: ActionPlan): ConfirmationStatement[] =>
  requiredActionPlanConfirmations(plan);

/** Both sections completed: the plan may be sent. */
export function readyToSubmit(payload: unknown): boolean {
  const { completed } = planOf(payload);
  return (
    completed.energyEfficiencyMeasure === 'COMPLETED' &&
    completed.responsibleOfficerConfirmation === 'COMPLETED'
  );
}

/** The statements' words (task-forms §2). */
export const STATEMENTS: readonly { value: ConfirmationStatement; text: string }[] = ACTION_PLAN_STATEMENTS;
