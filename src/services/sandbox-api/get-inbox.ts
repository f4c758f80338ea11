import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** The notifications the built-in inbox received for a merchant (`GET /_sandbox/inbox/{id}`). */
export function getInbox(merchantId: string) {
  return callRoute(SANDBOX_ROUTES.listInbox, { params: { merchant_id: merchantId } });
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
