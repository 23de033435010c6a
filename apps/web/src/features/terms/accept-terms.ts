import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api';
import { reloadUser } from '../../shared/auth';

/** Saves the accepted version, then reloads the user so the terms guard lets them through (spec §4). */
async function acceptTerms(version: number): Promise<void> {
  const { error, response } = await api.PATCH('/v1.0/users/terms-and-conditions', { body: { version } });
  if (!response.ok) throw new ApiError(response.status, error);
  await reloadUser();
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
