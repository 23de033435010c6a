export { UploadOrganisationAccountsPage } from './UploadOrganisationAccountsPage';
export { uploadOrganisationAccountsLoader } from './onboarding-api';
