export { regulatorUsersRoutes } from './routes';
