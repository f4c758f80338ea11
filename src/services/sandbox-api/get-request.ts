import { queryOptions, useQuery } from '@tanstack/react-query';
import { trafficDetailSchema } from '../../core/sandbox-api/traffic.ts';
import { adminJson, SANDBOX_KEY } from './admin-fetch.ts';

/** One traffic entry with all of its kept body (`GET /_sandbox/requests/{id}`). */
export function getRequest(id: string) {
  return adminJson(`/requests/${encodeURIComponent(id)}`, trafficDetailSchema);
}

export const getRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'request', id], queryFn: () => getRequest(id) });

export function useRequest(id: string) {
  return useQuery(getRequestQueryOptions(id));
}
