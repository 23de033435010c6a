export { cookiesRoutes } from './routes';
