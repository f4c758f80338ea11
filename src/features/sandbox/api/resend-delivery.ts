import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson } from './admin-fetch.ts';

/** Sends a notification again, as a new round of attempts (`POST .../deliveries/{id}/resend`). */
export function resendDelivery(notificationId: string) {
  return adminJson(
    `/deliveries/${encodeURIComponent(notificationId)}/resend`,
    z.object({ notification_id: z.string() }),
    { method: 'POST' },
  );
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: ['sandbox'] }),
  });
}
