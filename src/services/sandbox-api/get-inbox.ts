import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxListSchema } from '../../core/sandbox-api/webhooks.ts';
import { adminJson, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** The notifications the built-in inbox received for a merchant (`GET /_sandbox/inbox/{id}`). */
export function getInbox(merchantId: string) {
  return adminJson(`/inbox/${encodeURIComponent(merchantId)}`, inboxListSchema);
}

export const getInboxQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: [SANDBOX_KEY, 'inbox', merchantId],
    queryFn: () => getInbox(merchantId),
  });

/** The inbox, read again every second while the page is visible and `enabled`. */
export function useInbox(merchantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInboxQueryOptions(merchantId), enabled, refetchInterval: POLL_MS });
}
