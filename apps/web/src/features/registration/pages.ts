export { ContactDetailsPage } from './ContactDetailsPage';
export { SummaryPage } from './SummaryPage';
export { SuccessPage } from './SuccessPage';
export { InvitationPage } from './InvitationPage';
export { InvalidLinkPage } from './InvalidLinkPage';
