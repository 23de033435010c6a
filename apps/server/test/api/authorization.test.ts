import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRoleType } from '../../src/domain/authorization';
import { cachedUserContexts } from '../../src/domain/current-user';
import { registerAuthentication } from '../../src/platform/auth/authentication';
import { createTokenVerifier } from '../../src/platform/auth/token-verifier';
import { loadSigningKeys, publicJwks } from '../../src/platform/secrets';
import { createTestApp, type TestApp } from '../support/test-app';

describe('role type guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route of its own, registered the way every API feature registers behind authentication.
    t = await createTestApp({}, (app) => {
      app.register(
        async (scope) => {
          registerAuthentication(
            scope,
            createTokenVerifier({
              issuer: app.config.oidc.issuer,
              audience: app.config.oidc.audience,
              jwksUrl: app.config.oidc.jwksUrl,
              localJwks: publicJwks(await loadSigningKeys(app.db)),
            }),
          );
          scope.decorate('userContext', cachedUserContexts(app.db, app.changes));
          scope.get(
            '/regulators-only',
            { preHandler: requireRoleType(['REGULATOR']), schema: { hide: true } },
            async (request) => ({ roleType: request.userContext?.roleType }),
          );
        },
        { prefix: '/api/test' },
      );
    });
  });
  afterAll(async () => t.close());

  const call = async (email: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/test/regulators-only',
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });

  it('lets the right role through', async () => {
    const response = await call('regulator@example.gov.uk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ roleType: 'REGULATOR' });
  });

  it('answers 403 in the error shape to other roles and to users without authority', async () => {
    for (const email of ['operator@example.com', 'verifier@example.com', 'new.operator@example.com']) {
      const response = await call(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Forbidden', security: true, data: [] });
    }
  });
});
