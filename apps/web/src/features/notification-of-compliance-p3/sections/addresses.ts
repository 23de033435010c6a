// Kept apart from the section list so the route table can name these without loading it.
/** The pages below a NOC task (reporting-inventory §4.1). */
export const NOC_PAGES = {
  section: (path: string) => `notification/${path}`,
  submit: 'notification/submit',
  submitConfirmation: 'notification/submit/confirmation',
  submitErrors: 'notification/submit/errors',
  sendForReview: 'notification/send-for-review',
  sendForReviewSuccess: 'notification/send-for-review/success',
  returnToSubmit: 'notification/return',
  returnSuccess: 'notification/return/success',
} as const;
