export { accountNotesRoutes } from './routes';
