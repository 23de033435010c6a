export { startLoginRoutes } from './routes';
