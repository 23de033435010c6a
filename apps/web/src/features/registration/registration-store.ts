import type { ProfileFormInput } from '../../shared/profile';

/*
 * The registration journey spans pages and a sign-in redirect, so what it needs between them is kept in
 * session storage (gone when the tab closes): the invitation token and the details entered so far.
 */
const TOKEN_KEY = 'esos.registration.invitationToken';
const DETAILS_KEY = 'esos.registration.details';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the journey then simply starts again.
  }
}

export const invitationToken = {
  get: () => read(TOKEN_KEY),
  set: (token: string | null) => write(TOKEN_KEY, token),
};

export const registrationDetails = {
  get(): ProfileFormInput | null {
    const stored = read(DETAILS_KEY);
    if (!stored) return null;
    try {
      return JSON.parse(stored) as ProfileFormInput;
    } catch {
      return null;
    }
  },
  set: (details: ProfileFormInput | null) => write(DETAILS_KEY, details ? JSON.stringify(details) : null),
};
