import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../src/platform/auth/token-verifier';

describe('token verifier', () => {
  it('stops accepting a remembered token once it expires', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    // A clock the test moves: a real one may cross a second boundary between signing and verifying.
    let clock = 1_800_000_000_500;
    const verify = createTokenVerifier({
      issuer: 'https://idp.test/realm',
      audience: 'esos-api',
      jwksUrl: 'https://idp.test/certs',
      localJwks: { keys: [jwk] },
      now: () => clock,
    });
    const expiresAt = Math.floor(clock / 1000) + 60;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://idp.test/realm')
      .setAudience('esos-api')
      .setSubject('user-1')
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    expect(await verify(token)).toEqual({ userId: 'user-1', expiresAt });
    clock += 59_000;
    expect(await verify(token)).toEqual({ userId: 'user-1', expiresAt });
    clock += 1_000;
    await expect(verify(token)).rejects.toThrow(/exp/);
    await expect(verify(`${token.slice(0, -4)}AAAA`)).rejects.toThrow();
  });

  it("asks on every call, remembered or not, whether the token's session still lives", async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const live = new Set(['session-1']);
    const asked: string[] = [];
    const verify = createTokenVerifier({
      issuer: 'https://idp.test/realm',
      audience: 'esos-api',
      jwksUrl: 'https://idp.test/certs',
      localJwks: { keys: [jwk] },
      sessionCheck: (sid) => {
        asked.push(sid);
        // The cached answer is synchronous; a look-up is a promise.
        return asked.length === 1 ? Promise.resolve(live.has(sid)) : live.has(sid);
      },
    });
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://idp.test/realm')
        .setAudience('esos-api')
        .setSubject('user-1')
        .setExpirationTime('5m')
        .sign(privateKey);
    const token = await sign({ sid: 'session-1' });
    expect(await verify(token)).toMatchObject({ userId: 'user-1', sessionId: 'session-1' });
    expect(await verify(token)).toMatchObject({ userId: 'user-1' });
    live.delete('session-1');
    await expect(verify(token)).rejects.toThrow(/session has ended/);
    expect(asked).toEqual(['session-1', 'session-1', 'session-1']);
    // A token without a session (another issuer's, or from before sessions were named) is not asked about.
    expect(await verify(await sign({}))).toMatchObject({ userId: 'user-1' });
    expect(asked).toHaveLength(3);
  });
});
