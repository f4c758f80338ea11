import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

/** Sends a notification again, as a new round of attempts (`POST .../deliveries/{id}/resend`). */
export function resendDelivery(notificationId: string) {
  return callRoute(SANDBOX_ROUTES.resendDelivery, { params: { notification_id: notificationId } });
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: [SANDBOX_KEY] }),
  });
}
