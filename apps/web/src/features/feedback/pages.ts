export { FeedbackPage } from './FeedbackPage';
