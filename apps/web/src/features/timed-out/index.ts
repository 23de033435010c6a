export { timedOutRoutes } from './routes';
