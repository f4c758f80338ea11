import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ENVIRONMENTS_PATH,
  readConsoleAnnouncement,
  type ConsoleAnnouncement,
} from '../../core/console-api/console-api.ts';

const NONE: ConsoleAnnouncement = { targets: { test: null, production: null }, sandbox: null };

/**
 * The base URLs the console's own server may proxy to (set with CONSOLE_TEST_BASE_URL and
 * CONSOLE_PRODUCTION_BASE_URL) and the merchant its embedded sandbox serves. A console served
 * without that server announces none.
 */
async function getConsoleEnvironments(): Promise<ConsoleAnnouncement> {
  try {
    const response = await fetch(ENVIRONMENTS_PATH);
    if (!response.ok) return NONE;
    return readConsoleAnnouncement(await response.json());
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

/** The proxy targets and the embedded sandbox, fetched once per page load. */
export function useConsoleEnvironments() {
  return useQuery(getConsoleEnvironmentsQueryOptions());
}
