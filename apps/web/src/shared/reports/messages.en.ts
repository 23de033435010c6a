import { defineCatalogue } from '../i18n/catalogue';

const en = {
  submitToRegulator: 'Submit to regulator',
  notReady: {
    one: 'You cannot submit to the regulator yet: complete {count} section.',
    other: 'You cannot submit to the regulator yet: complete {count} sections.',
  },
  listBelow: 'The list below shows the status of each section.',
};

export type English = typeof en;
export const reportMessages = defineCatalogue(en, () => import('./messages.cy'));
