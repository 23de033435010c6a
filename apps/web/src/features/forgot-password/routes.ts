import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Resetting a forgotten password (public).
export const forgotPasswordRoutes: RouteObject[] = (
  [
    ['forgot-password', 'Reset your password', 'ForgotPasswordPage'],
    ['forgot-password/reset-password', 'Create a new password', 'ResetPasswordPage'],
    ['forgot-password/otp', 'Enter your authenticator code', 'OtpPage'],
    ['forgot-password/invalid-link', 'The password reset link has expired', 'InvalidLinkPage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: { Component: async () => (await pages())[page] },
}));
