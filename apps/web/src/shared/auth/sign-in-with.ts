import { useSession } from './session';

/**
 * Which sign-in "Continue" on start-login leads to, as the server is configured (ui-configuration's
 * `signIn`, from the ONE_LOGIN_ settings; ADR 48): the one place the pages that name it ask.
 */
export type SignInWith = 'one-login' | 'service';

export function useSignInWith(): SignInWith {
  return useSession().config?.signIn === 'one-login' ? 'one-login' : 'service';
}
