import { defineCatalogue } from '../i18n';

// The step flow's own words: its buttons, 'Check your answers' and the add-another pattern's pages.
const en = {
  saveFailed: 'Your answers could not be saved. Try again.',
  continue: 'Continue',
  checkYourAnswers: 'Check your answers',
  change: 'Change',
  remove: 'Remove',
  addFirstA: 'Add a {noun}',
  addFirstAn: 'Add an {noun}',
  addAnother: 'Add another {noun}',
  removeQuestion: 'Are you sure you want to remove this {noun}?',
  yes: 'Yes',
  no: 'No',
  selectYesOrNo: 'Select yes or no',
};

export type StepFlowMessages = typeof en;
export const stepFlowMessages = defineCatalogue(en, () => import('./messages.cy'));
