export { AccountsPage } from './AccountsPage';
export { AccountPage } from './AccountPage';
export { UpdateAccountPage } from './UpdateAccountPage';
export { ProcessActionsPage } from './ProcessActionsPage';
export { DisaggregatedStartPage } from './DisaggregatedStartPage';
export { WorkflowItemPage, WorkflowTimelinePage } from './WorkflowItemPage';
export { ReInitiatePage } from './ReInitiatePage';
export { accountLoader, shouldRevalidateAccount } from './account-loader';
