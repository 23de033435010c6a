export { accountAuditRoutes, peopleAuditRoutes } from './routes';
