import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/auth';
import type { RoleType, UserStatus } from '../../shared/api';
import { decideLanding } from './landing-decision';

function session(roleType: RoleType, status: UserStatus, profileStatus = 'REGISTERED'): Session {
  return {
    ready: true,
    config: null,
    loggedIn: true,
    userState: { userId: 'u1', roleType, status },
    user: null,
    profile: { firstName: 'Ada', lastName: 'Lovelace', status: profileStatus },
    terms: null,
  };
}

describe('landing decision', () => {
  it('shows the public page when signed out', () => {
    const signedOut = { ...session('OPERATOR', 'ENABLED'), loggedIn: false, userState: null };
    expect(decideLanding(signedOut)).toEqual({ variant: 'SIGNED_OUT' });
  });

  it('sends unregistered operators to registration', () => {
    expect(decideLanding(session('OPERATOR', 'NO_AUTHORITY', 'PENDING'))).toEqual({
      redirect: '/registration/register',
    });
  });

  it('sends regulators and verifiers who can use the dashboard to it', () => {
    expect(decideLanding(session('REGULATOR', 'ENABLED'))).toEqual({ redirect: '/dashboard' });
    expect(decideLanding(session('REGULATOR', 'NO_AUTHORITY'))).toEqual({ redirect: '/dashboard' });
    expect(decideLanding(session('VERIFIER', 'ENABLED'))).toEqual({ redirect: '/dashboard' });
  });

  it('sends enabled operators to the dashboard unless they are adding another account', () => {
    expect(decideLanding(session('OPERATOR', 'ENABLED'))).toEqual({ redirect: '/dashboard' });
    expect(decideLanding(session('OPERATOR', 'ENABLED'), { addAnotherInstallation: true })).toEqual({
      variant: 'APPLY',
    });
  });

  it('shows the content for the remaining statuses', () => {
    expect(decideLanding(session('OPERATOR', 'NO_AUTHORITY'))).toEqual({ variant: 'APPLY' });
    expect(decideLanding(session('OPERATOR', 'ACCEPTED'))).toEqual({ variant: 'ACCEPTED' });
    expect(decideLanding(session('OPERATOR', 'DISABLED'))).toEqual({ variant: 'DISABLED' });
    expect(decideLanding(session('REGULATOR', 'DISABLED'))).toEqual({ variant: 'DISABLED' });
    expect(decideLanding(session('VERIFIER', 'ACCEPTED'))).toEqual({ variant: 'ACCEPTED' });
    expect(decideLanding(session('OPERATOR', 'TEMP_DISABLED'))).toEqual({ variant: 'TEMP_DISABLED' });
  });
});
