import { defineCatalogue } from '../i18n';

// The registry's own words, shown on the dashboard, the work lists and every timeline.
const en = {
  overdue: 'Overdue',
  workflowTerminated: 'Workflow terminated',
};

export type WorkflowMessages = typeof en;
export const workflowMessages = defineCatalogue(en, () => import('./messages.cy'));
