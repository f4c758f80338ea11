import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { InboxEntry } from '../../../core/sandbox-api/webhooks.ts';
import { getInboxQueryOptions, useInbox } from '../../../services/sandbox-api/get-inbox.ts';
import { sendTestWebhook } from '../../../services/sandbox-api/send-test-webhook.ts';

/**
 * Asks the sandbox to send a test notification for an order (docs/sandbox.md, "Webhooks") to
 * its inbox, and watches the inbox (the admin client's polled query, paused while the page is
 * hidden) until a notification it had not seen arrives; `arrived` is that one, as received.
 */
export function useWebhookArrival(merchantId: string) {
  const client = useQueryClient();
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);
  const [arrived, setArrived] = useState<InboxEntry | null>(null);
  const inbox = useInbox(merchantId, { enabled: seen !== null });
  const fresh = seen ? inbox.data?.find((entry) => !seen.has(entry.id)) : undefined;
  useEffect(() => {
    if (!fresh) return;
    setArrived(fresh);
    setSeen(null);
  }, [fresh]);
  const trigger = async (merchantOrderNo: string) => {
    const before = await client.fetchQuery({ ...getInboxQueryOptions(merchantId), staleTime: 0 });
    await sendTestWebhook({ merchantId, merchantOrderNo });
    setArrived(null);
    setSeen(new Set(before.map((entry) => entry.id)));
  };
  return {
    trigger,
    arrived,
    waiting: seen !== null,
    error: seen !== null && inbox.error ? inbox.error.message : null,
  };
}
