/** This feature's pages below a progress update 1 task. */
export const PU1_PAGES = {
  groupChange: 'progress-update-1/group-change',
  measures: 'progress-update-1/update-for-energy-efficiency-measures',
  confirmation: 'progress-update-1/responsible-officer-confirmation',
  submit: 'progress-update-1/submit',
  sent: 'progress-update-1/submit/confirmation',
  errors: 'progress-update-1/submit/pu1-errors',
} as const;
