/**
 * Where a query goes: `{base_url}/api/v1/payments/query` (spec 4). A relative base URL, such as
 * the embedded sandbox's `/sandbox`, is resolved against the console's own origin. What a base
 * URL may be is the one rule of `base-url.ts`.
 */
import { trimEndRun } from '../text/trim-runs.ts';
import { checkBaseUrl } from './base-url.ts';

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
  const checked = checkBaseUrl(trimmed);
  if (!checked.ok) return checked;
  const base = new URL(checked.url, origin.endsWith('/') ? origin : `${origin}/`);
  return { ok: true, url: trimEndRun(base.href, '/') + QUERY_PATH };
}
