export { verifierInvitationRoutes } from './routes';
