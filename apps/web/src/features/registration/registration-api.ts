import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type components } from '../../shared/api';

type Registration = components['schemas']['OperatorUserRegistrationDTO'];

/** Registers the signed-in user, accepting their invitation as well when they came from one. */
export function useRegister() {
  return useMutation({
    mutationFn: async ({
      profile,
      token,
    }: {
      profile: Registration;
      token: string | null;
    }): Promise<{ accountName?: string }> => {
      if (token) {
        return unwrap(
          api.POST('/v1.0/operator-users/registration/accept-invitation-and-register', {
            body: { operatorUserRegistrationDTO: profile, invitationTokenDTO: { token } },
          }),
        );
      }
      await unwrap(api.POST('/v1.0/operator-users/registration/register', { body: profile }));
      return {};
    },
  });
}

export async function resolveInvitationEmail(token: string): Promise<string> {
  const { email } = await unwrap(
    api.POST('/v1.0/users/token/resolve-email', { body: { token, type: 'OPERATOR_INVITATION' } }),
  );
  return email ?? '';
}

export async function acceptInvitation(token: string): Promise<string> {
  const { accountName } = await unwrap(
    api.POST('/v1.0/operator-users/registration/accept-invitation', { body: { token } }),
  );
  return accountName ?? '';
}
