import { api, ApiError, unwrap } from '../../shared/api';

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
