import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, POLL_MS, SANDBOX_KEY } from './admin-fetch.ts';

/** How many of the newest entries are read each second (each may carry 1 KiB of body). */
export const TRAFFIC_SHOWN = 100;

/** The sandbox's traffic log, newest first (`GET /_sandbox/requests?limit=`). */
export function getRequests() {
  return callRoute(SANDBOX_ROUTES.listRequests, { query: { limit: String(TRAFFIC_SHOWN) } });
}

export const getRequestsQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'requests'], queryFn: getRequests });

/**
 * The traffic log, read again every second while the page is visible (diagnoses finish late);
 * `enabled: false` holds it until the caller is ready to watch.
 */
export function useRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRequestsQueryOptions(), enabled, refetchInterval: POLL_MS });
}
