export { regulatorInvitationRoutes } from './routes';
