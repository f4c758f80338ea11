/**
 * Helpers for the sandbox tests. Requests are signed and responses checked with Node's
 * `crypto.createHmac`, not with the core `sign`, so the tests do not grade the code with itself.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { createSandboxApp } from '../sandbox/app.ts';
import { defaultSandboxConfig, type SandboxConfig } from '../sandbox/config.ts';

/** 2023-11-14T22:13:20Z, the clock the tests pin the sandbox to. */
export const NOW_MS = 1_700_000_000_000;
export const NOW_SECONDS = '1700000000';
export const SEEDED_ORDER_NO = 'ORD-20231114-0001';
export const QUERY_BODY = `{"merchant_order_no":"${SEEDED_ORDER_NO}"}`;

/** Lowercase hex HMAC-SHA256 over merchant LF timestamp LF nonce LF body, via node:crypto. */
export function nodeSign(
  secret: string,
  merchantId: string,
  timestamp: string,
  nonce: string,
  body: string | Uint8Array,
): string {
  return createHmac('sha256', secret)
    .update(`${merchantId}\n${timestamp}\n${nonce}\n`)
    .update(body)
    .digest('hex');
}

/** A sandbox on the default config (optionally changed), with the clock pinned to NOW_MS. */
export function testApp(change: Partial<SandboxConfig> = {}, now: () => number = () => NOW_MS) {
  return createSandboxApp({ ...defaultSandboxConfig(), port: 0, ...change }, { now });
}

let nonceCounter = 0;

/** A fresh nonce per call, so tests never trip the replay check by accident. */
export function freshNonce(): string {
  nonceCounter += 1;
  return `test-nonce-${String(nonceCounter).padStart(8, '0')}`;
}

export interface QueryOptions {
  body?: string | Uint8Array;
  /** The bytes to sign when they differ from the bytes sent (e.g. signed compact, sent pretty). */
  signedBody?: string | Uint8Array;
  merchantId?: string;
  timestamp?: string;
  nonce?: string;
  secret?: string;
  /** Replaces the computed X-Sign. */
  sign?: string;
  method?: string;
  /** Headers to add or override; `null` removes one. */
  headers?: Record<string, string | null>;
}

/** A query request signed with node:crypto; every part can be broken on purpose. */
export function queryInit(options: QueryOptions = {}): RequestInit {
  const body = options.body ?? QUERY_BODY;
  const merchantId = options.merchantId ?? DEMO_MERCHANT.merchantId;
  const timestamp = options.timestamp ?? NOW_SECONDS;
  const nonce = options.nonce ?? freshNonce();
  const secret = options.secret ?? DEMO_MERCHANT.testSecret;
  const signed = options.signedBody ?? body;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-MerchantID': merchantId,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': options.sign ?? nodeSign(secret, merchantId, timestamp, nonce, signed),
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const method = options.method ?? 'POST';
  return {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: body as RequestInit['body'] }),
  };
}

/**
 * A query signed for a sandbox on the real clock (a server started by the test), with a fresh
 * timestamp and nonce; otherwise as `queryInit`.
 */
export function signedQueryInit(options: QueryOptions = {}): RequestInit {
  return queryInit({ timestamp: String(Math.floor(Date.now() / 1000)), ...options });
}

/** Sends a query to `app` (anything with Hono's `request` helper). */
export function query(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  options: QueryOptions = {},
): Promise<Response> {
  return Promise.resolve(app.request(QUERY_PATH, queryInit(options)));
}

export interface ReadResponse {
  status: number;
  text: string;
  envelope: { code: unknown; msg: string; data: unknown };
  headers: Headers;
  /** Whether X-Sign verifies over the raw body with the demo test secret (node:crypto). */
  verifies: boolean;
  signed: boolean;
}

/** Reads a response as raw text, checks its signature the way spec 5.3 says, then parses it. */
export async function readResponse(
  response: Response,
  secret: string = DEMO_MERCHANT.testSecret,
): Promise<ReadResponse> {
  const text = await response.text();
  const h = response.headers;
  const signed = h.has('X-Sign');
  const expected = nodeSign(
    secret,
    h.get('X-MerchantID') ?? '',
    h.get('X-Timestamp') ?? '',
    h.get('X-Nonce') ?? '',
    text,
  );
  return {
    status: response.status,
    text,
    envelope: JSON.parse(text) as ReadResponse['envelope'],
    headers: h,
    verifies: signed && h.get('X-Sign') === expected,
    signed,
  };
}

/** Sends a query to `app` (a pinned-clock sandbox by default) and reads the response. */
export async function sendQuery(
  options: QueryOptions = {},
  app: Parameters<typeof query>[0] = testApp(),
): Promise<ReadResponse> {
  return readResponse(await query(app, options));
}

/**
 * An HTTP server written for a test (a webhook receiver, say) on 127.0.0.1 and a free port:
 * each request's whole body is read before `handle` answers it. `close` drops open connections.
 */
export async function startTestServer(
  handle: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
