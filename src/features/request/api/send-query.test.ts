import { createHmac } from 'node:crypto';
import vectors from '../../../../spec/signature-vectors.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The test drives the real sandbox in Node; no browser bundle includes a test file.
import { createSandboxApp } from '../../../server/sandbox/app.ts';
import { defaultSandboxConfig } from '../../../server/sandbox/config.ts';
import { sendQuery, type QueryInput } from './send-query.ts';

/** Spec 5.2, written here and not taken from the code under test: lowercase hex HMAC-SHA256. */
const hmac = (secret: string, merchantId: string, timestamp: string, nonce: string, body: Buffer) =>
  createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${merchantId}\n${timestamp}\n${nonce}\n`, 'utf8'), body]))
    .digest('hex');

const SECRET = 'test_sk_4f9a2c7e1b3d';
const MERCHANT = 'M100001';
const NOW_MS = 1_700_000_000_000;
const ENDPOINT = 'https://sandbox.example/api/v1/payments/query';

interface Exchange {
  requestHeaders: Headers;
  requestBytes: Buffer;
  responseHeaders: Headers;
  responseBytes: Buffer;
}

let exchanges: Exchange[];

beforeEach(() => {
  exchanges = [];
  const sandbox = createSandboxApp({ ...defaultSandboxConfig(), port: 0 }, { now: () => NOW_MS });
  // The browser's fetch, routed to the real sandbox app; both directions are recorded as bytes.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = new Request(url, init);
    const requestBytes = Buffer.from(await request.clone().arrayBuffer());
    const response = await sandbox.fetch(request);
    const responseBytes = Buffer.from(await response.clone().arrayBuffer());
    exchanges.push({
      requestHeaders: request.headers,
      requestBytes,
      responseHeaders: response.headers,
      responseBytes,
    });
    return response;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const query = (change: Partial<QueryInput> = {}): QueryInput => ({
  url: ENDPOINT,
  fetchUrl: ENDPOINT,
  secret: SECRET,
  merchantId: MERCHANT,
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  body: '{"merchant_order_no":"ORD-20231114-0001"}',
  ...change,
});

/** The sign a response carries, recomputed over its raw bytes (spec 5.3). */
const responseSignOf = (exchange: Exchange, secret: string) =>
  hmac(
    secret,
    exchange.responseHeaders.get('X-MerchantID') ?? '',
    exchange.responseHeaders.get('X-Timestamp') ?? '',
    exchange.responseHeaders.get('X-Nonce') ?? '',
    exchange.responseBytes,
  );

describe('sendQuery against the sandbox', () => {
  it('sends the signed bytes and the four headers, and verifies the signed answer', async () => {
    const result = await sendQuery(query());

    const [exchange] = exchanges;
    expect(exchange).toBeDefined();
    const sent = exchange!;
    expect(sent.requestBytes.toString('utf8')).toBe('{"merchant_order_no":"ORD-20231114-0001"}');
    expect(sent.requestHeaders.get('Content-Type')).toBe('application/json');
    expect(sent.requestHeaders.get('X-MerchantID')).toBe(MERCHANT);
    expect(sent.requestHeaders.get('X-Timestamp')).toBe('1700000000');
    expect(sent.requestHeaders.get('X-Nonce')).toBe('a1b2c3d4e5f6g7h8');
    const expected = hmac(SECRET, MERCHANT, '1700000000', 'a1b2c3d4e5f6g7h8', sent.requestBytes);
    expect(expected).toBe(vectors[0]!.sign);
    expect(sent.requestHeaders.get('X-Sign')).toBe(expected);
    expect(result.request.sign).toBe(expected);

    expect(result.status).toBe(200);
    expect(result.envelope).toMatchObject({ ok: true, envelope: { code: 0 } });
    expect(result.rawBody).toBe(sent.responseBytes.toString('utf8'));
    expect(result.rawBodyBytes).toBe(sent.responseBytes.length);
    expect(sent.responseHeaders.get('X-Sign')).toBe(responseSignOf(sent, SECRET));
    expect(result.verdict).toEqual({
      verdict: 'VERIFIED',
      expectedSign: responseSignOf(sent, SECRET),
      notes: [],
    });
  });

  it.each(vectors)('signs the UTF-8 bytes it sends: $name', async (vector) => {
    const result = await sendQuery(
      query({
        secret: vector.secret,
        merchantId: vector.merchant_id,
        timestamp: vector.timestamp,
        nonce: vector.nonce,
        body: vector.raw_body,
      }),
    );
    const sent = exchanges[0]!;
    expect(sent.requestBytes.equals(Buffer.from(vector.raw_body, 'utf8'))).toBe(true);
    const expected = hmac(
      vector.secret,
      vector.merchant_id,
      vector.timestamp,
      vector.nonce,
      sent.requestBytes,
    );
    expect(expected).toBe(vector.sign);
    expect(sent.requestHeaders.get('X-Sign')).toBe(vector.sign);
    expect(result.request.sign).toBe(vector.sign);
  });

  it('sends a pretty body exactly as typed, and the sandbox accepts its sign', async () => {
    const body = '{\n  "merchant_order_no": "ORD-20231114-0001"\n}\n';
    const result = await sendQuery(query({ body }));
    const sent = exchanges[0]!;
    expect(sent.requestBytes.toString('utf8')).toBe(body);
    expect(sent.requestHeaders.get('X-Sign')).toBe(
      hmac(SECRET, MERCHANT, '1700000000', 'a1b2c3d4e5f6g7h8', Buffer.from(body, 'utf8')),
    );
    expect(result.envelope).toMatchObject({ ok: true, envelope: { code: 0 } });
  });

  it("does not trust an answer signed with another secret than the user's", async () => {
    const result = await sendQuery(query({ secret: 'test_sk_wrong' }));
    const sent = exchanges[0]!;
    expect(sent.requestHeaders.get('X-Sign')).toBe(
      hmac('test_sk_wrong', MERCHANT, '1700000000', 'a1b2c3d4e5f6g7h8', sent.requestBytes),
    );
    // The sandbox rejects the request (spec 5.5) and signs its answer with the real secret.
    expect(result.envelope).toMatchObject({ ok: true, envelope: { code: 1003 } });
    expect(sent.responseHeaders.get('X-Sign')).toBe(responseSignOf(sent, SECRET));
    expect(result.verdict.verdict).toBe('UNTRUSTED');
    expect(result.verdict.expectedSign).toBe(responseSignOf(sent, 'test_sk_wrong'));
  });

  it('reports an unreachable service by the URL the user knows, not the proxy URL', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      sendQuery(query({ fetchUrl: '/_proxy/test/api/v1/payments/query' })),
    ).rejects.toThrow(`Could not reach ${ENDPOINT}`);
  });
});
