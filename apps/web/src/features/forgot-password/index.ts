export { forgotPasswordRoutes } from './routes';
