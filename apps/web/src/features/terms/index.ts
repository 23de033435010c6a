export { termsRoutes } from './routes';
