export { RegulatorUsersPage } from './RegulatorUsersPage';
export { RegulatorUserPage } from './RegulatorUserPage';
export { DeleteRegulatorUserPage } from './DeleteRegulatorUserPage';
