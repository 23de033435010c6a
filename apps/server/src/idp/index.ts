import type { FastifyPluginAsync } from 'fastify';
import type { SigningKeys } from '../platform/secrets';

export interface IdentityProviderOptions {
  signingKeys: SigningKeys;
  cookieKeys: string[];
}

/** The embedded OpenID Connect provider under /auth/realms/esos (filled in by the identity work). */
export const identityProviderPlugin: FastifyPluginAsync<IdentityProviderOptions> = async () => {};
