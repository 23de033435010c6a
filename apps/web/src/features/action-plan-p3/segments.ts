/** This feature's pages below an action plan task: `paths.task.page(taskId, ACTION_PLAN_PAGES.submit)`. */
export const ACTION_PLAN_PAGES = {
  measures: 'action-plan/energy-efficiency-measures',
  confirmation: 'action-plan/responsible-officer-confirmation',
  submit: 'action-plan/submit',
  sent: 'action-plan/submit/confirmation',
  errors: 'action-plan/submit/action-plan-errors',
} as const;
