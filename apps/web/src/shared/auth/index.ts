export {
  bootstrap,
  getSession,
  loadSignedInState,
  reloadUser,
  reloadUserState,
  setSignedOut,
  useSession,
} from './session';
export type { Profile, Session } from './session';
export { useSignInWith } from './sign-in-with';
export type { SignInWith } from './sign-in-with';
export { useInvitationLink } from './useInvitationLink';
export type { InvitationLinkOptions } from './useInvitationLink';
export { completeLogin, hasSessionHintCookie, safeTarget, signOut, startLogin } from './identity';
export { renewSession, signOutAfterTimeout } from './identity';
export { canExtend, getRefreshExpiry, subscribeRefreshExpiry } from './refresh-expiry';
export type { RefreshExpiry } from './refresh-expiry';
export { onSignedOutElsewhere } from './tab-sync';
export type { SignedOutMessage } from './tab-sync';
export { hasInstallationAccess, isDisabled, isRegistered, navigationFor } from './rules';
export type { NavigationItem } from './rules';
