import { defineRequestType } from '../definition';
import { reportReInitiation, reportStart } from '../reporting';
import { validityWindow } from '../validity-windows';

/**
 * The Phase 3 action plan: named, with its rules, but not built yet. Without a start handler,
 * starting it answers REQUEST_CREATE_ACTION1000, and its (demo) tasks offer no action.
 */
export const actionPlanP3 = defineRequestType({
  type: 'ACTION_PLAN_P3',
  category: 'REPORTING',
  idFormat: { prefix: 'AP', suffix: '-P3' },
  holdHistory: true,
  needsAccount: true,
  validityWindow: validityWindow('2023-12-06', '2026-12-06'),
  create: reportStart('ACTION_PLAN_P3', 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK'),
  reInitiate: reportReInitiation(
    'RE_INITIATE_ACTION_PLAN_P3',
    'PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK',
  ),
  tasks: {
    ACTION_PLAN_P3_APPLICATION_SUBMIT: {
      displayName: 'Submit Phase 3 Action Plan',
      roleType: 'OPERATOR',
      viewPermission: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_ACTION_PLAN_APPLICATION_SUBMIT_EXECUTE_TASK',
      assignable: false,
      actions: {
        ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT: null,
        ACTION_PLAN_P3_SUBMIT_APPLICATION: null,
        ACTION_PLAN_CANCEL_APPLICATION: null,
      },
    },
  },
  requestActions: {
    ACTION_PLAN_P3_APPLICATION_SUBMITTED: { attachments: true },
    ACTION_PLAN_P3_APPLICATION_RE_INITIATED: { attachments: true },
    ACTION_PLAN_APPLICATION_CANCELLED: {},
  },
});
