export {
  bootstrap,
  getSession,
  loadSignedInState,
  reloadUserState,
  setSessionForTest,
  setSignedOut,
  useSession,
} from './session';
export type { Profile, Session } from './session';
export { completeLogin, hasSessionHintCookie, safeTarget, signOut, startLogin } from './identity';
export { hasInstallationAccess, isDisabled, isRegistered, navigationFor } from './rules';
export type { NavigationItem } from './rules';
