export { twoFactorRoutes } from './routes';
