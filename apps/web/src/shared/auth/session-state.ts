import type { CurrentUser, Terms, UiConfiguration, UserState } from '../api';

export interface Profile {
  firstName: string;
  lastName: string;
  /** Registration status from the identity profile (REGISTERED once registration is complete). */
  status: string | undefined;
}

export interface Session {
  /** Start-up has finished (successfully or not). */
  ready: boolean;
  config: UiConfiguration | null;
  loggedIn: boolean;
  userState: UserState | null;
  user: CurrentUser | null;
  profile: Profile | null;
  terms: Terms | null;
}

export const signedOutSession: Session = {
  ready: false,
  config: null,
  loggedIn: false,
  userState: null,
  user: null,
  profile: null,
  terms: null,
};

/** The signed-in state of this tab: session.ts changes it, components read it through useSession. */
export const sessionState = {
  current: signedOutSession,
  listeners: new Set<() => void>(),
  replace(next: Session): void {
    this.current = next;
    this.listeners.forEach((listener) => listener());
  },
};
