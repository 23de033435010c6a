import { useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent, type Consent } from './cookie-consent';

export function useConsent(): Consent {
  return useSyncExternalStore(subscribeConsent, getConsent, getConsent);
}
