export { VerifierInvitationPage } from './VerifierInvitationPage';
