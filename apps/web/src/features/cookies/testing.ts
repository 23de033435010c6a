// Test-only entry (ESLint keeps it out of production code).
import { consentState } from './cookie-consent';

/** Reads the cookies again on the next getConsent(). */
export function resetConsentForTest(): void {
  consentState.snapshot = null;
}
