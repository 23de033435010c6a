export { CompliancePage } from './CompliancePage';
export { ComplianceAccountsPage } from './ComplianceAccountsPage';
