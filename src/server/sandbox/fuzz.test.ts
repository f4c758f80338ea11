// The sandbox under hostile input: a fixed-seed run of 10,000 generated requests, in-process,
// against the spec route and the admin, traffic and webhook routes. Whatever arrives (mangled
// headers, binary or truncated bodies, deep JSON, wrong methods and paths), the answer is never
// a 5xx, always JSON, and every answer on the spec route is the envelope of spec 2.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import {
  nodeSign,
  NOW_MS,
  NOW_SECONDS,
  SEEDED_ORDER_NO,
  testApp,
} from '../test-support/sandbox-client.ts';

/** Header text as HTTP can carry it: Latin-1 without CR, LF or NUL. */
const headerText = fc
  .array(fc.integer({ min: 0x20, max: 0xff }), { maxLength: 80 })
  .map((codes) => String.fromCharCode(...codes.filter((code) => code !== 0x7f)));

const jsonish = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.constant(`{"merchant_order_no":"${SEEDED_ORDER_NO}"}`),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  fc.constant(`{"merchant_order_no":"${SEEDED_ORDER_NO}"`),
  fc.constant('{"merchantOrderNo":"x","amount":1e400}'),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const bodyBytes = fc.oneof(
  jsonish.map((text) => new TextEncoder().encode(text)),
  fc.uint8Array({ maxLength: 300 }),
  fc.constant(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])),
);

const paths = fc.constantFrom(
  QUERY_PATH,
  QUERY_PATH,
  QUERY_PATH,
  `${QUERY_PATH}/`,
  `${QUERY_PATH}?x=1`,
  '/api/v1/payments/../payments/query',
  '/_sandbox/orders',
  `/_sandbox/orders/${SEEDED_ORDER_NO}/status`,
  '/_sandbox/orders/%00/status',
  '/_sandbox/webhooks/test',
  `/_sandbox/inbox/${DEMO_MERCHANT.merchantId}`,
  '/_sandbox/inbox/..%2f..%2fetc',
  '/_sandbox/deliveries',
  '/_sandbox/deliveries/nope/resend',
  '/_sandbox/requests',
  '/_sandbox/requests/1',
  '/_sandbox/info',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/',
);

const requestShape = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
  path: paths,
  body: bodyBytes,
  contentType: fc.oneof(
    fc.constant('application/json'),
    fc.constant('application/json; charset=utf-8'),
    headerText,
  ),
  merchantId: fc.oneof(fc.constant(DEMO_MERCHANT.merchantId), headerText),
  timestamp: fc.oneof(
    fc.constant(NOW_SECONDS),
    fc.constantFrom('0', '01700000000', '1700000000000', '1e9', '-1', '1700000000.0'),
    headerText,
  ),
  nonce: fc.oneof(fc.uuid(), headerText),
  /** Signed correctly, or a made-up value. */
  signMode: fc.constantFrom('right', 'right', 'random', 'absent'),
  randomSign: headerText,
});

describe('the sandbox under 10,000 generated requests', () => {
  it('never answers 5xx, and answers the spec route with the envelope', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = testApp({ diagnose: 'off' }, () => NOW_MS);
    const statuses = new Map<number, number>();
    try {
      await fc.assert(
        fc.asyncProperty(requestShape, async (shape) => {
          const headers = new Headers({ 'Content-Type': shape.contentType });
          headers.set('X-MerchantID', shape.merchantId);
          headers.set('X-Timestamp', shape.timestamp);
          headers.set('X-Nonce', shape.nonce);
          const sign =
            shape.signMode === 'right'
              ? nodeSign(
                  DEMO_MERCHANT.testSecret,
                  shape.merchantId,
                  shape.timestamp,
                  shape.nonce,
                  shape.body,
                )
              : shape.randomSign;
          if (shape.signMode !== 'absent') headers.set('X-Sign', sign);
          const withBody = !['GET', 'HEAD'].includes(shape.method);
          const response = await app.request(shape.path, {
            method: shape.method,
            headers,
            ...(withBody && { body: shape.body as Uint8Array<ArrayBuffer> }),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status).toBeLessThan(500);
          const text = await response.text();
          if (shape.method === 'HEAD' || response.status === 204) return;
          const parsed = JSON.parse(text) as Record<string, unknown>;
          if (shape.path.startsWith(QUERY_PATH)) {
            expect(Object.keys(parsed).sort()).toEqual(['code', 'data', 'msg']);
          }
        }),
        { seed: 20_261_122, numRuns: 10_000, endOnFailure: true },
      );
      expect(errors).not.toHaveBeenCalled();
      // The run reached deep: accepted queries as well as refusals.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
      expect(statuses.get(401) ?? 0).toBeGreaterThan(100);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);
});
