export { ForgotPasswordPage } from './ForgotPasswordPage';
export { InvalidLinkPage } from './InvalidLinkPage';
export { OtpPage } from './OtpPage';
export { ResetPasswordPage } from './ResetPasswordPage';
