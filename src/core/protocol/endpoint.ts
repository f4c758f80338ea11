/**
 * Where a query goes: `{base_url}/api/v1/payments/query` (spec 4). A relative base URL, such as
 * the embedded sandbox's `/sandbox`, is resolved against the console's own origin.
 */
import { trimEndRun } from '../text/trim-runs.ts';

/** The one operation the spec shows (section 4), relative to the base URL. */
export const QUERY_PATH = '/api/v1/payments/query';

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
  return { ok: true, url: trimEndRun(base.href, '/') + QUERY_PATH };
}
