import type { Environment } from '../../core/protocol/case-kinds.ts';
import { effectiveBaseUrl, transportFor } from '../../core/console-api/console-api.ts';
import { queryEndpoint, type EndpointResult } from '../../core/protocol/endpoint.ts';
import { useConsoleEnvironments } from './console-environments.ts';
import { useSettingsStore } from './settings-store.ts';

/** Where a query for the chosen environment goes, as Send routes it and the settings show it. */
export interface QueryRoute {
  baseUrl: string;
  endpoint: EndpointResult;
  /** Null while the endpoint is not a valid URL. */
  transport: { fetchUrl: string; viaProxy: boolean } | null;
}

/**
 * The chosen environment's base URL (the user's override, else the server's announced target,
 * else the default), its query endpoint, and whether the browser reaches it through the
 * console's proxy: one answer for the Send button and the settings' "proxied" hint.
 */
export function useQueryRoute(): QueryRoute {
  const env = useSettingsStore((s) => s.env);
  const baseUrl = useBaseUrl(env);
  const targets = useConsoleEnvironments().data?.targets;
  const origin = window.location.origin;
  const endpoint = queryEndpoint(baseUrl, origin);
  const transport = endpoint.ok ? transportFor(endpoint.url, env, targets, origin) : null;
  return { baseUrl, endpoint, transport };
}

/** The base URL of `env`: the user's override, else the server's announced target, else the default. */
export function useBaseUrl(env: Environment): string {
  const override = useSettingsStore((s) => s.baseUrlOverrides[env]);
  const targets = useConsoleEnvironments().data?.targets;
  return effectiveBaseUrl(env, override === undefined ? {} : { [env]: override }, targets);
}
