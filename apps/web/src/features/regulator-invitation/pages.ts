export { RegulatorInvitationInvalidLinkPage, RegulatorInvitationPage } from './RegulatorInvitationPage';
