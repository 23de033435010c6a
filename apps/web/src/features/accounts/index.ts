export { accountsRoutes, type AccountsRoutesOptions } from './routes';
