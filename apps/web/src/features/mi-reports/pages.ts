export { MiReportsPage } from './MiReportsPage';
export { AccountsUsersContactsPage } from './AccountsUsersContactsPage';
export { CustomReportPage } from './CustomReportPage';
export {
  ActionPlanDataPage,
  ProgressUpdate1DataPage,
  ProgressUpdate2DataPage,
  SubmittedNocsPage,
} from './ExportReportPage';
