export { complianceRoutes } from './routes';
