import { defineCatalogue } from '../i18n/catalogue';

// The texts of the GOV.UK components pages use (not the shell's: messages.en.ts), with the components' code.
const en = {
  errorSummaryTitle: 'There is a problem',
  important: 'Important',
  success: 'Success',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageHidden: ' page',
  pageNumber: 'Page {number}',
  showing: 'Showing',
  to: 'to',
  of: 'of',
  moreThan: 'more than ',
  charactersRemaining: {
    one: 'You have {count} character remaining',
    other: 'You have {count} characters remaining',
  },
  charactersTooMany: {
    one: 'You have {count} character too many',
    other: 'You have {count} characters too many',
  },
  charactersAllowed: 'You can enter up to {count} characters',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
  cannotStartYet: 'Cannot start yet',
};

export type English = typeof en;
export const componentMessages = defineCatalogue(en, () => import('./components.messages.cy'));
