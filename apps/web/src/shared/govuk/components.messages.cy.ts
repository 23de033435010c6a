import type { Translation } from '../i18n/catalogue';
import type { English } from './components.messages.en';

// GOV.UK Frontend's own Welsh for its components where it has it. Welsh keeps the noun singular after a
// number ('3 nod'), so the plural forms read the same.
const cy: Translation<English> = {
  errorSummaryTitle: 'Mae problem wedi codi',
  important: 'Pwysig',
  success: 'Llwyddiant',
  pagination: 'Llywio drwy dudalennau',
  previous: 'Blaenorol',
  next: 'Nesaf',
  pageHidden: ' (tudalen)',
  pageNumber: 'Tudalen {number}',
  showing: 'Yn dangos',
  to: 'i',
  of: 'o',
  moreThan: 'mwy na ',
  charactersRemaining: { other: 'Mae gennych {count} nod ar ôl' },
  charactersTooMany: { other: 'Mae gennych {count} nod yn ormod' },
  charactersAllowed: 'Gallwch ddefnyddio hyd at {count} nod',
  day: 'Diwrnod',
  month: 'Mis',
  year: 'Blwyddyn',
  notStarted: 'Heb ddechrau',
  inProgress: 'Ar waith',
  completed: "Wedi'i gwblhau",
  cannotStartYet: 'Methu dechrau eto',
};

export default cy;
