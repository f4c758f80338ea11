import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

/** One traffic entry with all of its kept body (`GET /_sandbox/requests/{id}`). */
export function getRequest(id: string) {
  return callRoute(SANDBOX_ROUTES.getRequest, { params: { id } });
}

export const getRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'request', id], queryFn: () => getRequest(id) });

export function useRequest(id: string) {
  return useQuery(getRequestQueryOptions(id));
}
