import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, SANDBOX_KEY } from './admin-fetch.ts';

/** The sandbox's merchants and its choices for spec gaps (`GET /_sandbox/info`). */
export function getInfo() {
  return callRoute(SANDBOX_ROUTES.getInfo, {});
}

export const getInfoQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'info'], queryFn: getInfo, staleTime: 60_000 });

export function useInfo() {
  return useQuery(getInfoQueryOptions());
}
