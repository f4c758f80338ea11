import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  readConsoleAnnouncement,
  type ConsoleAnnouncement,
} from '../../core/console-api/console-api.ts';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { sandboxHost } from '../in-page-sandbox/sandbox-fetch.ts';

/**
 * A statically served console: no proxy targets, and the in-page sandbox, which serves the demo
 * merchant with both demo secrets (the sandbox's default configuration, docs/hosting.md).
 */
const IN_PAGE: ConsoleAnnouncement = {
  targets: { test: null, production: null },
  sandbox: { merchantId: DEMO_MERCHANT.merchantId, demoSecret: true, demoProductionSecret: true },
  publicConsoleUrl: null,
};

/**
 * The base URLs the console's own server may proxy to (set with CONSOLE_TEST_BASE_URL and
 * CONSOLE_PRODUCTION_BASE_URL) and the merchant its embedded sandbox serves. A console served
 * without that server announces no targets and the in-page sandbox's merchant.
 */
async function getConsoleEnvironments(): Promise<ConsoleAnnouncement> {
  const host = await sandboxHost();
  return host.kind === 'in-page' ? IN_PAGE : readConsoleAnnouncement(host.announcement);
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
