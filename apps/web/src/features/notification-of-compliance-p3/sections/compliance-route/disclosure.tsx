import { textPage, yesNoPage } from '../shared/yes-no';
import type { ComplianceRouteAnswers as Answers } from './estimates';

const prohibited = (answers: Answers) => answers.partsProhibitedFromDisclosingExist === true;

/** Parts of the ESOS report the responsible undertaking may not disclose to its group, and why. */
export const disclosurePages = [
  yesNoPage<Answers>({
    path: 'prohibited-disclosing',
    title:
      'Are there any parts of the ESOS report, or supporting information, that the responsible undertaking is prohibited from disclosing to any group undertaking?',
    message: 'Select an option',
    get: (answers) => answers.partsProhibitedFromDisclosingExist,
    set: ({ partsProhibitedFromDisclosing, partsProhibitedFromDisclosingReason, ...answers }, value) =>
      value
        ? {
            ...answers,
            partsProhibitedFromDisclosingExist: true,
            partsProhibitedFromDisclosing,
            partsProhibitedFromDisclosingReason,
          }
        : { ...answers, partsProhibitedFromDisclosingExist: false },
    summaryKey: 'Parts the responsible undertaking is prohibited from disclosing',
    change: 'whether any parts are prohibited from disclosing',
  }),
  textPage<Answers>({
    path: 'prohibited-disclosing-parts',
    title:
      'Which parts of the ESOS report or supporting information is the responsible undertaking prohibited by law from disclosing?',
    message: 'Enter the information that the responsible undertaking is prohibited from disclosing',
    when: prohibited,
    get: (answers) => answers.partsProhibitedFromDisclosing,
    set: (answers, value) => ({ ...answers, partsProhibitedFromDisclosing: value }),
    summaryKey: 'Parts prohibited from disclosing',
    change: 'the parts prohibited from disclosing',
  }),
  textPage<Answers>({
    path: 'prohibited-disclosing-reason',
    title: 'Why is disclosure of these parts of the ESOS report or supporting information prohibited by law?',
    message: 'Enter the reason that disclosure of this information is prohibited',
    when: prohibited,
    get: (answers) => answers.partsProhibitedFromDisclosingReason,
    set: (answers, value) => ({ ...answers, partsProhibitedFromDisclosingReason: value }),
    summaryKey: 'Why disclosure is prohibited by law',
    change: 'why disclosure is prohibited',
  }),
];
