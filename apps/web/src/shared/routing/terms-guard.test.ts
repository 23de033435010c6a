import { describe, expect, it } from 'vitest';
import { getSession } from '../auth';
import { setSessionForTest } from '../auth/testing';
import { requireAcceptedTerms, requireTermsPending, termsPending } from './guards';

const user = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
const terms = { url: '/terms/v2', version: 2, text: 'Terms' };
const load = (path: string) =>
  requireAcceptedTerms({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
  } as never);

function redirectTarget(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
}

describe('terms guard', () => {
  it('finds terms pending when the accepted version is older or missing', () => {
    setSessionForTest({ loggedIn: true, user: { ...user, termsVersion: 1 }, terms });
    expect(termsPending(getSession())).toBe(true);
    setSessionForTest({ loggedIn: true, user, terms });
    expect(termsPending(getSession())).toBe(true);
    setSessionForTest({ loggedIn: true, user: { ...user, termsVersion: 2 }, terms });
    expect(termsPending(getSession())).toBe(false);
    setSessionForTest({ loggedIn: false });
    expect(termsPending(getSession())).toBe(false);
  });

  it('sends a user with pending terms to the terms screen, except from public pages', () => {
    setSessionForTest({ loggedIn: true, user: { ...user, termsVersion: 1 }, terms });
    expect(redirectTarget(() => load('/'))).toBe('/terms-and-conditions');
    expect(redirectTarget(() => load('/dashboard'))).toBe('/terms-and-conditions');
    expect(redirectTarget(() => load('/terms-and-conditions'))).toBeNull();
    expect(redirectTarget(() => load('/feedback'))).toBeNull();
    expect(redirectTarget(() => load('/error/404'))).toBeNull();
    expect(redirectTarget(() => requireTermsPending())).toBeNull();
  });

  it('lets everyone else through and keeps the terms screen for pending users only', () => {
    setSessionForTest({ loggedIn: true, user: { ...user, termsVersion: 2 }, terms });
    expect(redirectTarget(() => load('/dashboard'))).toBeNull();
    expect(redirectTarget(() => requireTermsPending())).toBe('/');
    setSessionForTest({ loggedIn: false });
    expect(redirectTarget(() => load('/dashboard'))).toBeNull();
  });
});
