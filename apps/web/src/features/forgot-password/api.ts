import { api, ApiError } from '../../shared/api';

/** The first field message of a FORM1001 answer, e.g. why the password was refused. */
export function formMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = (error.body as { data?: unknown } | undefined)?.data;
  const first = Array.isArray(data) ? (data[0] as { message?: unknown } | undefined) : undefined;
  return typeof first?.message === 'string' ? first.message : undefined;
}

export async function sendResetPasswordEmail(email: string): Promise<void> {
  const { error, response } = await api.POST('/v1.0/users/forgot-password/reset-password-email', {
    body: { email },
  });
  if (!response.ok) throw new ApiError(response.status, error);
}

export async function verifyResetToken(token: string): Promise<string> {
  const { data, error, response } = await api.POST('/v1.0/users/forgot-password/token-verification', {
    body: { token },
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  return data.email;
}

export async function resetPassword(body: { token: string; otp: string; password: string }): Promise<void> {
  const { error, response } = await api.POST('/v1.0/users/forgot-password/reset-password', { body });
  if (!response.ok) throw new ApiError(response.status, error);
}
