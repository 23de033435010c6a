export { staticPagesRoutes } from './routes';
