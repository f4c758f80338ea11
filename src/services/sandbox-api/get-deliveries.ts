import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** Every webhook delivery attempt, newest first (`GET /_sandbox/deliveries`). */
/** How many of the newest delivery attempts are read each second. */
export const DELIVERIES_SHOWN = 200;

export function getDeliveries() {
  return callRoute(SANDBOX_ROUTES.listDeliveries, { query: { limit: String(DELIVERIES_SHOWN) } });
}

export const getDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'deliveries'], queryFn: getDeliveries });

/** The attempts, read again every second while the page is visible (retries come later). */
export function useDeliveries() {
  return useQuery({ ...getDeliveriesQueryOptions(), refetchInterval: POLL_MS });
}
