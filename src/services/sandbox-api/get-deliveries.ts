import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryListSchema } from '../../core/sandbox-api/webhooks.ts';
import { adminJson, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** Every webhook delivery attempt, newest first (`GET /_sandbox/deliveries`). */
export function getDeliveries() {
  return adminJson('/deliveries', deliveryListSchema);
}

export const getDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'deliveries'], queryFn: getDeliveries });

/** The attempts, read again every second while the page is visible (retries come later). */
export function useDeliveries() {
  return useQuery({ ...getDeliveriesQueryOptions(), refetchInterval: POLL_MS });
}
