export { errorsRoutes, notFoundRoute } from './routes';
