export { AccountsPage } from './AccountsPage';
export { AccountPage } from './AccountPage';
export { UpdateAccountPage } from './UpdateAccountPage';
export { ProcessActionsPage } from './ProcessActionsPage';
export { WorkflowItemPage, WorkflowTimelinePage } from './WorkflowItemPage';
export { ACCOUNT_ROUTE_ID, accountLoader, shouldRevalidateAccount } from './account-loader';
// The account's note pages are mounted below the account route, which loads and guards the account.
export { AccountNoteFormPage, DeleteAccountNotePage } from '../account-notes';
