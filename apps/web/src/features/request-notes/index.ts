export { requestNotesRoutes } from './routes';
