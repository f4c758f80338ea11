import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ENVIRONMENTS_PATH,
  readProxiedEnvironments,
  type ProxiedEnvironments,
} from '../../core/console-api/console-api.ts';

const NONE: ProxiedEnvironments = { test: null, production: null };

/**
 * The base URLs the console's own server may proxy to (set with CONSOLE_TEST_BASE_URL and
 * CONSOLE_PRODUCTION_BASE_URL). A console served without that server has none.
 */
async function getConsoleEnvironments(): Promise<ProxiedEnvironments> {
  try {
    const response = await fetch(ENVIRONMENTS_PATH);
    if (!response.ok) return NONE;
    return readProxiedEnvironments(await response.json());
  } catch {
    return NONE;
  }
}

// The house style for server state (as app/sandbox-api): a fetcher, its query options, its hook.
const getConsoleEnvironmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['console-environments'],
    queryFn: getConsoleEnvironments,
    staleTime: Infinity,
  });

/** The proxy targets, fetched once per page load. */
export function useConsoleEnvironments() {
  return useQuery(getConsoleEnvironmentsQueryOptions());
}
