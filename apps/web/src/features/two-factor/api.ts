import { api, ApiError } from '../../shared/api';

export async function requestReset2fa(email: string): Promise<void> {
  const { error, response } = await api.POST('/v1.0/users/security-setup/2fa/reset-2fa', { body: { email } });
  if (!response.ok) throw new ApiError(response.status, error);
}

export async function requestChange2fa(code: string): Promise<void> {
  const { error, response } = await api.POST('/v1.0/users/security-setup/2fa/request-change', {
    body: { password: code },
  });
  if (!response.ok) throw new ApiError(response.status, error);
}

export async function deleteTwoFactor(token: string): Promise<void> {
  const { error, response } = await api.PATCH('/v1.0/users/security-setup/2fa/delete', { body: { token } });
  if (!response.ok) throw new ApiError(response.status, error);
}
