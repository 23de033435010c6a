export { AboutPage } from './AboutPage';
export { AccessibilityPage } from './AccessibilityPage';
export { ContactUsPage } from './ContactUsPage';
export { PrivacyNoticePage } from './PrivacyNoticePage';
export { buildInfo } from './build-info';
export type { BuildInfo } from './build-info';
