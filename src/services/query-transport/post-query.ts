/**
 * The one place the browser sends a signed query (spec 4, 5.4): Request's Send and Learn's
 * lessons hand it the exact bytes and headers they signed, and get the answer back as bytes,
 * to verify (spec 5.3) before anything reads it. Features call servers only through services
 * (docs/architecture.md, "Layout"); lint keeps `fetch` out of them.
 * A query for the embedded sandbox goes through `sandboxFetch`, which the in-page sandbox
 * answers when the console is served as static files (docs/hosting.md).
 */
import { sandboxFetch } from '../in-page-sandbox/sandbox-fetch.ts';

/** An answer as it arrived: status, headers and the exact body bytes. */
export interface RawAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  bytes: Uint8Array;
}

/** POSTs `body` unchanged with `headers` to `url`; a network failure rejects, as fetch does. */
export async function postQuery(
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
): Promise<RawAnswer> {
  const response = await sandboxFetch(url, { method: 'POST', headers, body: body as BodyInit });
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
