export { submittedReportsRoutes } from './routes';
