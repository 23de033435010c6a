export { complianceRemindersRoutes } from './routes';
