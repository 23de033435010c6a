import { defineCatalogue } from '../i18n/catalogue';

const en = {
  submitToRegulator: 'Submit to regulator',
  notReady: {
    one: 'You cannot submit to the regulator yet: complete {count} section.',
    other: 'You cannot submit to the regulator yet: complete {count} sections.',
  },
  listBelow: 'The list below shows the status of each section.',
  returnTo: 'Return to: {taskName}',
  notSaved: 'Your answers could not be saved. Try again.',
  staleTask:
    'Your answers could not be saved because the {noun} has been changed since you opened it, in another tab or by a colleague. Reload the page to see the latest answers, then make your change again.',
};

export type English = typeof en;
export const reportMessages = defineCatalogue(en, () => import('./messages.cy'));
