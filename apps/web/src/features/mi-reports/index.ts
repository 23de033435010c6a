export { miReportsRoutes } from './routes';
