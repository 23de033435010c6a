import type { Translation } from '../i18n';
import type { StepFlowMessages } from './messages.en';

// Welsh has no indefinite article: both of English's 'a' and 'an' forms read the same.
const cy: Translation<StepFlowMessages> = {
  saveFailed: 'Nid oedd modd cadw eich atebion. Rhowch gynnig arall arni.',
  continue: 'Parhau',
  checkYourAnswers: 'Gwirio eich atebion',
  change: 'Newid',
  remove: 'Dileu',
  addFirstA: 'Ychwanegu {noun}',
  addFirstAn: 'Ychwanegu {noun}',
  addAnother: 'Ychwanegu {noun} arall',
  removeQuestion: 'Ydych chi’n siŵr eich bod am ddileu’r {noun}?',
  yes: 'Ydw',
  no: 'Nac ydw',
  selectYesOrNo: 'Dewiswch ‘Ydw’ neu ‘Nac ydw’',
};
export default cy;
