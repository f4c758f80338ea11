/**
 * The base URL a reply's fix sends to: the ticket's own (spec 4: the endpoint's path under it),
 * from the case's absolute URL, else the request's Host header; `BASE_URL` overrides it in the
 * code. A placeholder only when the ticket shows no host at all.
 */
import { checkBaseUrl } from '../protocol/base-url.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';

/** Where the fix sends when the ticket shows no host; the code's `BASE_URL` overrides it. */
export const PLACEHOLDER_BASE_URL = 'https://api.example.com';

/** The path before the query endpoint's path, or nothing. */
function prefixOf(path: string): string {
  return path.endsWith(QUERY_PATH) ? path.slice(0, -QUERY_PATH.length) : '';
}

/** A Host header value as a host name and optional port, or undefined when it is not one. */
function hostOf(host: string | undefined): string | undefined {
  const value = host?.trim();
  return value && /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(value)
    ? value
    : undefined;
}

/**
 * The base URL of the case: an http(s) URL's origin and the path before the endpoint; else
 * `https://` and the Host header (`http://` for a loopback host), with the request target's
 * prefix; else the placeholder.
 */
export function baseUrlOf(url: string | undefined, host?: string): string {
  const base = ticketBaseUrl(url, host);
  // A base URL the one rule refuses (a template in its path, say) is never written into a fix.
  return checkBaseUrl(base).ok ? base : PLACEHOLDER_BASE_URL;
}

function ticketBaseUrl(url: string | undefined, host?: string): string {
  if (url) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
        return `${parsed.origin}${prefixOf(parsed.pathname)}`;
      }
    } catch {
      // Not absolute: a request target such as /api/v1/..., read with the Host header below.
    }
  }
  const name = hostOf(host);
  if (!name) return PLACEHOLDER_BASE_URL;
  const scheme = /^(?:localhost|127\.|\[::1\])/.test(name) ? 'http' : 'https';
  const path = url?.startsWith('/') ? prefixOf(url.split('?')[0]!) : '';
  return `${scheme}://${name}${path}`;
}
