import { queryOptions, useQuery } from '@tanstack/react-query';
import { sandboxHost } from './sandbox-fetch.ts';

const getSandboxHostQueryOptions = () =>
  queryOptions({
    queryKey: ['sandbox-host'],
    queryFn: async () => (await sandboxHost()).kind,
    staleTime: Infinity,
  });

/** Whether this page runs the embedded sandbox itself (served as static files, docs/hosting.md). */
export function useInPageSandbox(): boolean {
  return useQuery(getSandboxHostQueryOptions()).data === 'in-page';
}
