import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

// Resetting a forgotten password (public).
export const forgotPasswordRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['forgot-password', 'Reset your password', 'ForgotPasswordPage'],
    ['forgot-password/reset-password', 'Create a new password', 'ResetPasswordPage'],
    ['forgot-password/otp', 'Enter your authenticator code', 'OtpPage'],
    ['forgot-password/invalid-link', 'The password reset link has expired', 'InvalidLinkPage'],
  ],
);
