export { RegistrationNumberPage } from './RegistrationNumberPage';
export { DetailsPage } from './DetailsPage';
export { LocationPage } from './LocationPage';
export { SummaryPage } from './SummaryPage';
export { SubmittedPage } from './SubmittedPage';
export { CancelPage } from './CancelPage';
