/**
 * Calls that must go out without the bearer token (spec §7, "Calls without the bearer token"):
 * configuration and reference data, file downloads by token, and every step a user takes before
 * they can sign in (invitations, registration, password reset, 2FA removal by emailed token).
 * Paths are relative to the API base path. Operator registration and operator and regulator invitation
 * acceptance are not here: this API identifies the registering or accepting user by their bearer token.
 */
const NO_TOKEN_PATTERNS: readonly RegExp[] = [
  /^\/ui-configuration$/,
  /^\/v1\.0\/data$/,
  /^\/v1\.0\/file-attachments\/[^/]+$/,
  /^\/v1\.0\/file-documents\/[^/]+$/,
  /^\/v1\.0\/users\/forgot-password\/(reset-password-email|token-verification|reset-password)$/,
  /^\/v1\.0\/users\/security-setup\/2fa\/delete$/,
  /^\/v1\.0\/users\/token\/resolve-email$/,
  /^\/v1\.0\/verifier-users\/registration\/(enable-from-invitation|accept-invitation)$/,
];

export function isNoTokenPath(apiPath: string): boolean {
  const path = apiPath.split('?')[0] ?? '';
  return NO_TOKEN_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * Responses for these paths are returned to the caller without the global error handling: an account's header,
 * and a request read by its id, which the API refuses with 403 whether it does not exist or is another's (so ids
 * cannot be probed); its pages show 'Page not found' in place, at the address typed (issue 39).
 */
export function isExcludedFromErrorHandling(apiPath: string): boolean {
  const path = apiPath.split('?')[0] ?? '';
  return /\/account\/[^/]+\/header-info$/.test(path) || /^\/v1\.0\/requests\/[A-Z0-9-]+$/.test(path);
}
