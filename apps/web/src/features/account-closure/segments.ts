/** This feature's pages below a closure task: `paths.task.page(taskId, CLOSURE_PAGES.submit)`. */
export const CLOSURE_PAGES = {
  submit: 'account-closure/submit',
  confirmation: 'account-closure/confirmation',
} as const;
