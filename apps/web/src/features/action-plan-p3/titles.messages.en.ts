import { defineCatalogue } from '../../shared/i18n/catalogue';

// The submit pages' titles, apart from the feature's catalogue: the route table loads with the application.
const en = {
  submitTitle: 'Submit to regulator',
  sentTitle: 'Action plan sent to regulator',
  errorsTitle: 'Your action plan has problems',
};

export type English = typeof en;
export type TitleKey = keyof English;
export const actionPlanTitles = defineCatalogue(en, () => import('./titles.messages.cy'));
