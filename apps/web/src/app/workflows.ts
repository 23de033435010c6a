import { accountClosure } from '../features/account-closure';
import { actionPlan } from '../features/action-plan-p3';
import { notificationOfCompliance } from '../features/notification-of-compliance-p3';
import { organisationAccountOpening } from '../features/organisation-account-opening';
import { progressUpdate1 } from '../features/progress-update-1-p3';
import { progressUpdate2 } from '../features/progress-update-2-p3';
import type { MiWorkbook } from '../shared/mi-workbook/types';
import type { WorkflowFeature } from '../shared/workflow';

/**
 * The web side's registry of request types: one line per workflow feature. Routes, task and timeline names,
 * task pages, timeline views and 'Start a new task' cards are all derived from this list. The order is the
 * order of the start cards (web-screens §2.2).
 */
export const WORKFLOWS: readonly WorkflowFeature[] = [
  organisationAccountOpening,
  accountClosure,
  notificationOfCompliance,
  actionPlan,
  progressUpdate1,
  progressUpdate2,
];

/** The report types' MI workbooks, as their features declare them: the MI exports lay them out (ADR 33, 45). */
export const MI_WORKBOOKS: readonly (() => Promise<MiWorkbook>)[] = WORKFLOWS.flatMap((workflow) =>
  workflow.miWorkbook ? [workflow.miWorkbook] : [],
);
