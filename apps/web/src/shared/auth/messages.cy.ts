import type { Translation } from '../i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  tasks: 'Tasgau',
  accounts: 'Cyfrifon',
  regulatorUsers: 'Defnyddwyr rheoleiddwyr',
  miReports: 'Adroddiadau gwybodaeth reoli',
  compliance: 'Cydymffurfiaeth',
  submittedReports: 'Adroddiadau a gyflwynwyd',
};

export default cy;
