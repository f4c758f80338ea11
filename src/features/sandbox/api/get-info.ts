import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from './admin-fetch.ts';
import { sandboxInfoSchema } from './schemas.ts';

/** The sandbox's merchants and its choices for spec gaps (`GET /_sandbox/info`). */
export function getInfo() {
  return adminJson('/info', sandboxInfoSchema);
}

export const getInfoQueryOptions = () =>
  queryOptions({ queryKey: ['sandbox', 'info'], queryFn: getInfo, staleTime: 60_000 });

export function useInfo() {
  return useQuery(getInfoQueryOptions());
}
