export { accountAuditRoutes } from './routes';
