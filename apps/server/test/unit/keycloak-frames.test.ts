import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clearKeycloakSessionCookie, keycloakSessionCookie } from '../../src/idp/keycloak-frames';

describe("the session-status frame's cookie", () => {
  const hash = createHash('sha256').update('session-uid').digest('base64url');

  it('holds the hash of the session, never the session itself', () => {
    const cookie = keycloakSessionCookie('session-uid', '/auth/realms/esos', false, 600);
    expect(cookie).toBe(`KEYCLOAK_SESSION=${hash}; Path=/auth/realms/esos; Max-Age=600; SameSite=Lax`);
    expect(cookie).not.toContain('HttpOnly');
  });

  it('is readable in a frame on another site over https (SameSite=None needs Secure)', () => {
    expect(keycloakSessionCookie('session-uid', '/auth/realms/esos', true, 600)).toBe(
      `KEYCLOAK_SESSION=${hash}; Path=/auth/realms/esos; Max-Age=600; SameSite=None; Secure`,
    );
    expect(clearKeycloakSessionCookie('/auth/realms/esos', true)).toBe(
      'KEYCLOAK_SESSION=; Path=/auth/realms/esos; Max-Age=0; SameSite=None; Secure',
    );
  });
});
