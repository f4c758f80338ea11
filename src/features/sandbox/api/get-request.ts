import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from './admin-fetch.ts';
import { trafficDetailSchema } from './schemas.ts';

/** One traffic entry with all of its kept body (`GET /_sandbox/requests/{id}`). */
export function getRequest(id: string) {
  return adminJson(`/requests/${encodeURIComponent(id)}`, trafficDetailSchema);
}

export const getRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['sandbox', 'requests', id], queryFn: () => getRequest(id) });

export function useRequest(id: string) {
  return useQuery(getRequestQueryOptions(id));
}
