import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '../../../core/zod-jitless.ts';
import { adminJson, POLL_MS } from './admin-fetch.ts';
import { inboxEntrySchema } from './schemas.ts';

/** The notifications the built-in inbox received for a merchant (`GET /_sandbox/inbox/{id}`). */
export function getInbox(merchantId: string) {
  return adminJson(`/inbox/${encodeURIComponent(merchantId)}`, z.array(inboxEntrySchema));
}

export const getInboxQueryOptions = (merchantId: string) =>
  queryOptions({ queryKey: ['sandbox', 'inbox', merchantId], queryFn: () => getInbox(merchantId) });

export function useInbox(merchantId: string) {
  return useQuery({ ...getInboxQueryOptions(merchantId), refetchInterval: POLL_MS });
}
