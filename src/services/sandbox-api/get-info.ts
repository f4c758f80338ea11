import { queryOptions, useQuery } from '@tanstack/react-query';
import { sandboxInfoSchema } from '../../core/sandbox-api/info.ts';
import { adminJson, SANDBOX_KEY } from './admin-fetch.ts';

/** The sandbox's merchants and its choices for spec gaps (`GET /_sandbox/info`). */
export function getInfo() {
  return adminJson('/info', sandboxInfoSchema);
}

export const getInfoQueryOptions = () =>
  queryOptions({ queryKey: [SANDBOX_KEY, 'info'], queryFn: getInfo, staleTime: 60_000 });

export function useInfo() {
  return useQuery(getInfoQueryOptions());
}
