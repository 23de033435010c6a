export { registrationRoutes } from './routes';
