/**
 * Where a query goes: `{base_url}/api/v1/payments/query` (spec 4). A relative base URL, such as
 * the embedded sandbox's `/sandbox`, is resolved against the console's own origin.
 */
import type { Environment } from './case-kinds.ts';
import { QUERY_PATH } from './demo-merchant.ts';

export type EndpointResult = { ok: true; url: string } | { ok: false; error: string };

/** The absolute query URL for a base URL, or a message saying what is wrong with the base URL. */
export function queryEndpoint(baseUrl: string, origin: string): EndpointResult {
  const trimmed = baseUrl.trim();
  if (trimmed === '') {
    return {
      ok: false,
      error: 'No base URL is set for this environment. Enter it in the settings.',
    };
  }
  let base: URL;
  try {
    base = new URL(trimmed, origin.endsWith('/') ? origin : `${origin}/`);
  } catch {
    return {
      ok: false,
      error: `"${trimmed}" is not a URL. Use a form like https://api.example.com.`,
    };
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    return { ok: false, error: `The base URL must use http or https, not ${base.protocol}` };
  }
  if (base.search || base.hash) {
    return { ok: false, error: 'The base URL must not carry a query string or fragment.' };
  }
  return { ok: true, url: base.href.replace(/\/+$/, '') + QUERY_PATH };
}

/**
 * The base URLs the console's server may forward to, per environment, as its
 * `/_console/environments` reports them (DESIGN.md: the proxy); null where none is configured.
 */
export interface ProxiedEnvironments {
  test: string | null;
  production: string | null;
}

/** Where the console server mounts its allow-listed proxy, relative to its origin. */
export const PROXY_PATH = '/_console/proxy';

/**
 * Where the browser sends a query for `endpointUrl`: through the console's own proxy when the
 * endpoint is the one the server is configured to reach for that environment (a browser cannot
 * call a service that sends no CORS headers), otherwise straight to the endpoint. The proxy
 * passes the signed bytes through unchanged; no secret is involved.
 */
export function transportFor(
  endpointUrl: string,
  env: Environment,
  targets: ProxiedEnvironments | undefined,
  origin: string,
): { fetchUrl: string; viaProxy: boolean } {
  const target = targets?.[env];
  if (target && endpointUrl === target.replace(/\/+$/, '') + QUERY_PATH) {
    return {
      fetchUrl: `${origin.replace(/\/+$/, '')}${PROXY_PATH}/${env}${QUERY_PATH}`,
      viaProxy: true,
    };
  }
  return { fetchUrl: endpointUrl, viaProxy: false };
}
