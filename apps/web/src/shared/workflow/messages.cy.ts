import type { Translation } from '../i18n';
import type { WorkflowMessages } from './messages.en';

const cy: Translation<WorkflowMessages> = {
  overdue: 'Yn hwyr',
  workflowTerminated: 'Llif gwaith wedi’i derfynu',
};
export default cy;
