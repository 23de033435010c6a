export {
  CancelPage,
  DetailsPage,
  LocationPage,
  RegistrationNumberPage,
  SubmittedPage,
  SummaryPage,
} from './apply';
export { AmendDetailsPage } from './review/AmendDetailsPage';
export { ReviewSubmittedPage } from './review/ReviewSubmittedPage';
