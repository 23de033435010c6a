import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server';
import { postToken, signIn } from './sign-in-flow';

interface WithRefreshExpiry {
  refresh_expires_in?: number;
}

const IDLE_TTL = 600;
const MAX_TTL = 700;

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer({
    SESSION_IDLE_TTL_SECONDS: String(IDLE_TTL),
    SESSION_MAX_TTL_SECONDS: String(MAX_TTL),
  });
});
afterAll(() => server?.close());

const realNow = Date.now;
function shiftClock(seconds: number): void {
  Date.now = () => realNow() + seconds * 1000;
}
function restoreClock(): void {
  Date.now = realNow;
}

describe('embedded identity provider: refresh token lifetime in token responses', () => {
  it('tells the client when the refresh token from the code exchange expires', async () => {
    const { tokens } = await signIn(server);
    const { refresh_expires_in: expiresIn } = tokens as typeof tokens & WithRefreshExpiry;
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(IDLE_TTL);
    expect(expiresIn).toBeGreaterThanOrEqual(IDLE_TTL - 5);
  });

  it('tells the client again for each rotated refresh token', async () => {
    const { tokens } = await signIn(server);
    const refreshed = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const expiresIn = (refreshed.body as WithRefreshExpiry).refresh_expires_in ?? 0;
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(IDLE_TTL);
  });

  it('gives a shorter lifetime when the session maximum is near', async () => {
    const { tokens } = await signIn(server);
    // 300 s after sign-in only 400 s of the 700 s session maximum remain, less than the idle TTL.
    shiftClock(300);
    try {
      const refreshed = await postToken(server, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const expiresIn = (refreshed.body as WithRefreshExpiry).refresh_expires_in ?? 0;
      expect(expiresIn).toBeGreaterThan(0);
      expect(expiresIn).toBeLessThanOrEqual(MAX_TTL - 300);
    } finally {
      restoreClock();
    }
  });

  it('leaves error responses alone', async () => {
    const failed = await postToken(server, { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(failed.status).toBe(400);
    expect(failed.body).not.toHaveProperty('refresh_expires_in');
  });

  it('accepts /timed-out with a numeric idle duration as a post-logout target, nothing else', async () => {
    const { tokens } = await signIn(server);
    const logout = (target: string) =>
      fetch(
        `${server.config.oidc.issuer}/protocol/openid-connect/logout?${new URLSearchParams({
          id_token_hint: tokens.id_token,
          post_logout_redirect_uri: target,
        })}`,
        { redirect: 'manual' },
      );
    const base = server.config.publicUrl;
    expect((await logout(`${base}/timed-out?idle=1800`)).status).toBe(200);
    for (const bad of [
      `${base}/timed-out?idle=abc`,
      `${base}/timed-out?idle=1&x=2`,
      `${base}/elsewhere?idle=1`,
      `http://evil.example/timed-out?idle=1`,
    ]) {
      const response = await logout(bad);
      expect(response.status, bad).toBe(400);
    }
  });
});
