import { defineCatalogue } from '../i18n/catalogue';

// The primary navigation (rules.ts).
const en = {
  tasks: 'Tasks',
  accounts: 'Accounts',
  regulatorUsers: 'Regulator users',
  miReports: 'MI reports',
  compliance: 'Compliance',
  submittedReports: 'Submitted reports',
};

export type English = typeof en;
export const navigationMessages = defineCatalogue(en, () => import('./messages.cy'));
