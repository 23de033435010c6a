export { accountOnboardingRoutes } from './routes';
