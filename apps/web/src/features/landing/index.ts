export { landingRoutes } from './routes';
