import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendAnswerSchema } from '../../core/sandbox-api/webhooks.ts';
import { adminJson, SANDBOX_KEY } from './admin-fetch.ts';

/** Sends a notification again, as a new round of attempts (`POST .../deliveries/{id}/resend`). */
export function resendDelivery(notificationId: string) {
  return adminJson(`/deliveries/${encodeURIComponent(notificationId)}/resend`, resendAnswerSchema, {
    method: 'POST',
  });
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}
