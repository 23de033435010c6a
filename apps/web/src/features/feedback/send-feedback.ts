import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api';
import type { FeedbackPayload } from './feedback-form';

async function sendFeedback(body: FeedbackPayload): Promise<void> {
  const { error, response } = await api.POST('/v1.0/users/feedback', { body });
  if (!response.ok) throw new ApiError(response.status, error);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
