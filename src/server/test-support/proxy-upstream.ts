/**
 * Helpers for the proxy tests: a real upstream on 127.0.0.1 that records what reached it and
 * answers with fixed bytes, and the address of a port that nothing listens on.
 */
import { Hono } from 'hono';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { CONTENT_TYPE, HEADER } from '../../core/protocol/headers.ts';
import { listen } from '../http/listen.ts';

/** The proxy's query route for the test environment, relative to `proxyRoutes`. */
export const PROXY_PATH = `/proxy/test${QUERY_PATH}`;

/** The five headers the proxy passes on, with plausible (unverified) values. */
export const SIGNED_HEADERS: Record<string, string> = {
  'Content-Type': CONTENT_TYPE,
  [HEADER.merchantId]: 'M100001',
  [HEADER.timestamp]: '1700000000',
  [HEADER.nonce]: 'nonce-0123456789abcdef',
  [HEADER.sign]: 'a'.repeat(64),
};

/** A UTF-8 BOM, CR LF, non-ASCII text and trailing spaces: bytes a careless hop would change. */
export const AWKWARD_BYTES = new Uint8Array([
  0xef,
  0xbb,
  0xbf,
  ...new TextEncoder().encode('{"merchant_order_no":"Zoë-€-订单"}\r\n  \t  '),
]);

/** A POST with the five headers and (by default) the awkward bytes. */
export function proxyPost(
  headers: Record<string, string> = SIGNED_HEADERS,
  body: RequestInit['body'] = AWKWARD_BYTES,
): RequestInit {
  return { method: 'POST', headers, body };
}

/** One request as the upstream received it. */
interface Received {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What the upstream answers to every request. */
export interface Answer {
  status?: number;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
}

export interface RecordingUpstream {
  origin: string;
  received: Received[];
  close(): Promise<void>;
}

/** Starts an upstream that records every request and answers each with `answer`. */
export async function startRecordingUpstream(answer: Answer = {}): Promise<RecordingUpstream> {
  const received: Received[] = [];
  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    received.push({
      method: c.req.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(c.req.raw.headers),
      body: new Uint8Array(await c.req.arrayBuffer()),
    });
    const body = answer.body ?? '{"code":0,"msg":"success","data":null}';
    return new Response(body as RequestInit['body'], {
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'Content-Type': 'application/json' },
    });
  });
  const running = await listen(app, '127.0.0.1', 0);
  return { origin: running.origin, received, close: running.close };
}

/** The origin of a port that was just opened and closed, so connecting to it is refused. */
export async function closedOrigin(): Promise<string> {
  const running = await listen(new Hono(), '127.0.0.1', 0);
  await running.close();
  return running.origin;
}
