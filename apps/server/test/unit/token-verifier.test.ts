import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../src/platform/auth/token-verifier';

describe('token verifier', () => {
  it('stops accepting a remembered token once it expires', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const verify = createTokenVerifier({
      issuer: 'https://idp.test/realm',
      audience: 'esos-api',
      jwksUrl: 'https://idp.test/certs',
      localJwks: { keys: [jwk] },
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 1;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://idp.test/realm')
      .setAudience('esos-api')
      .setSubject('user-1')
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    expect(await verify(token)).toEqual({ userId: 'user-1', expiresAt });
    expect(await verify(token)).toEqual({ userId: 'user-1', expiresAt });
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    await expect(verify(token)).rejects.toThrow();
    await expect(verify(`${token.slice(0, -4)}AAAA`)).rejects.toThrow();
  });
});
