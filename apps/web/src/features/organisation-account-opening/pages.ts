export { CancelPage } from './apply/CancelPage';
export { SubmittedPage } from './apply/SubmittedPage';
export { AmendDetailsPage } from './review/AmendDetailsPage';
export { ReviewSubmittedPage } from './review/ReviewSubmittedPage';
