import { useMutation } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import type { InboxEntry } from '../../../core/sandbox-api/webhooks.ts';
import { useInbox } from '../../../services/sandbox-api/get-inbox.ts';
import { sendTestWebhook } from '../../../services/sandbox-api/send-test-webhook.ts';

/** The one field of a notification body (spec 6) that names it. */
const notificationSchema = z.object({ notification_id: z.string() });

/** The notification id a received webhook's body carries, or null when it carries none. */
export function notificationIdOf(entry: InboxEntry): string | null {
  let value: unknown;
  try {
    value = JSON.parse(entry.body);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(value);
  return parsed.success ? parsed.data.notification_id : null;
}

/**
 * Asks the sandbox to send a test notification for an order (docs/sandbox.md, "Webhooks") to
 * its inbox (a mutation), then watches the inbox (the admin client's polled query, paused while
 * the page is hidden) for the notification the sandbox named in its answer; `arrived` is that
 * one, as received.
 */
export function useWebhookArrival(merchantId: string) {
  const send = useMutation({
    mutationFn: (merchantOrderNo: string) => sendTestWebhook({ merchantId, merchantOrderNo }),
  });
  const wanted = send.data?.notification_id ?? null;
  const inbox = useInbox(merchantId, { enabled: wanted !== null });
  const arrived =
    wanted === null
      ? null
      : (inbox.data?.find((entry) => notificationIdOf(entry) === wanted) ?? null);
  return {
    trigger: async (merchantOrderNo: string) => {
      await send.mutateAsync(merchantOrderNo);
    },
    arrived,
    waiting: send.isPending || (wanted !== null && arrived === null),
    error: wanted !== null && inbox.error ? inbox.error.message : null,
  };
}
