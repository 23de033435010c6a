export { SubmittedReportsPage } from './SubmittedReportsPage';
