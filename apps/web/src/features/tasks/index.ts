export { tasksIndexRoute, tasksRoutes } from './routes';
