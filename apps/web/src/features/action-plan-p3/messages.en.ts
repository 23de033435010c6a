import { defineCatalogue } from '../../shared/i18n/catalogue';

const en = {
  taskName: 'Submit Phase 3 Action Plan',
  reportNoun: 'action plan',
  startTitle: 'Phase 3 action plan',
  startAbout:
    'Tell your regulator which energy efficiency measures your organisation intends to take during the compliance period.',
  eventSubmitted: 'Action Plan submitted',
  eventReturned: 'Action Plan returned for changes',
  eventCancelled: 'Action Plan cancelled',
  downloadPdf: 'Download PDF of submitted action plan',
  downloadMeasures: 'Download these measures',
  prepareHeading: '1. Prepare Action Plan',
  confirmHeading: '2. Confirm',
  measuresSection: 'Energy efficiency measures',
  confirmationSection: 'Responsible officer confirmation',
  yes: 'Yes',
  no: 'No',
  notAnswered: 'Not answered',
  contextKey: 'Context',
  none: 'None',
  measureNumber: 'Measure {number}',
  proposedQuestion:
    'Do you have any energy efficiency measures proposed to be implemented before the end of the relevant compliance period?',
  proposedRequired: 'Select yes if you have any energy efficiency measures to be implemented',
  contextTooLong: 'The text should not be longer than {max} characters',
  atLeastOne: 'Add at least one energy efficiency measure',
  contextLabel: 'Provide context (optional)',
  changeProposed: 'whether you have energy efficiency measures proposed',
  changeContext: 'the context',
  change: 'Change',
  useSpreadsheet: 'Use a spreadsheet',
  downloadTemplate: 'Download a template',
  templateThen: ', with the measures added so far, fill it in and',
  uploadFile: 'upload a file',
  fileLimits: '(.xlsx or .csv, smaller than 5MB, at most {max} measures).',
  measuresCount: {
    one: 'The plan has {shown} energy efficiency measure.',
    other: 'The plan has {shown} energy efficiency measures.',
  },
  remove: 'Remove',
  measuresAdded: 'Energy efficiency measures added',
  measureItem: 'Energy efficiency measure',
  noMeasures: 'No energy efficiency measures have been added.',
  unnamedMeasure: 'Unnamed measure',
  addAnother: 'Add another energy efficiency measure',
  saveAndContinue: 'Save and continue',
  confirmAndComplete: 'Confirm and complete',
  uploadTitle: 'Upload your measures from a spreadsheet',
  officerLegend:
    'I confirm that the responsible officer has reviewed the action plan and is satisfied that, to the best of their knowledge, the following statements are true:',
};

export type English = typeof en;
export type ActionPlanKey = keyof English;
export const actionPlanMessages = defineCatalogue(en, () => import('./messages.cy'));
