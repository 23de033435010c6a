import { api, ApiError, unwrap } from '../../shared/api';

/** The reference's error code of a failed call, when it sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

export async function resolveRegulatorInvitationEmail(token: string): Promise<string> {
  const { email } = await unwrap(
    api.POST('/v1.0/users/token/resolve-email', { body: { token, type: 'REGULATOR_INVITATION' } }),
  );
  return email ?? '';
}

export async function acceptRegulatorInvitation(token: string): Promise<void> {
  const { error, response } = await api.POST(
    '/v1.0/regulator-users/registration/accept-invitation-and-register',
    {
      body: { token },
    },
  );
  if (!response.ok) throw new ApiError(response.status, error);
}
