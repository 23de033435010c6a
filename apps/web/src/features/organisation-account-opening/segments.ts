/** This feature's pages below a review task: `paths.task.page(taskId, REVIEW_PAGES.details)`. */
export const REVIEW_PAGES = {
  details: 'organisation-account-application-review/details',
  submitted: 'organisation-account-application-review/submitted',
} as const;
