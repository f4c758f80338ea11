import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import {
  NOW_SECONDS,
  nodeSign,
  query,
  readResponse,
  testApp,
} from '../test-support/sandbox-client.ts';

const SIGNED = ['X-MerchantID', 'X-Timestamp', 'X-Nonce', 'X-Sign'];

describe('CORS', () => {
  it('answers a preflight from any origin, allowing the signing headers', async () => {
    const response = await testApp().request(QUERY_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://console.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-sign',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const allowed = response.headers.get('Access-Control-Allow-Headers')?.split(',') ?? [];
    expect(allowed).toEqual(expect.arrayContaining(['Content-Type', ...SIGNED]));
  });

  it('exposes the four signed headers on responses, so a browser can verify them', async () => {
    const response = await query(testApp(), {
      headers: { Origin: 'https://console.example' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const exposed = response.headers.get('Access-Control-Expose-Headers')?.split(',') ?? [];
    expect(exposed).toEqual(expect.arrayContaining(SIGNED));
  });
});

describe('unknown routes', () => {
  it('answer a 404 envelope, signed for a known merchant and unsigned otherwise', async () => {
    const app = testApp();
    const known = await readResponse(
      await app.request('/api/v1/payments/create', {
        method: 'POST',
        headers: { 'X-MerchantID': DEMO_MERCHANT.merchantId },
      }),
    );
    expect(known.status).toBe(404);
    expect(known.envelope).toMatchObject({ code: 4004, data: null });
    expect(known.envelope.msg).toContain('POST /api/v1/payments/create');
    expect(known.verifies).toBe(true);

    const anonymous = await readResponse(await app.request('/nowhere'));
    expect(anonymous.status).toBe(404);
    expect(anonymous.signed).toBe(false);
  });
});

// Header values a client could send: visible ASCII and spaces, no control characters (which
// fetch itself refuses), sometimes close to a valid value so later checks are reached.
const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...' !"#$%&()*+,-./0123456789:;<=>?@AZaz[]^_`{|}~é') }),
  fc.constantFrom('', DEMO_MERCHANT.merchantId, NOW_SECONDS, 'application/json', '0'.repeat(64)),
);

const body = fc.oneof(
  fc.json().map((text) => new TextEncoder().encode(text)),
  fc.uint8Array({ maxLength: 256 }),
  fc.string().map((text) => new TextEncoder().encode(text)),
);

describe('no client input gets a 5xx', () => {
  it('holds for arbitrary methods, headers and bodies', async () => {
    const app = testApp({ nonceReuse: 'allow' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.constantFrom(
          QUERY_PATH,
          '/_sandbox/orders',
          '/_sandbox/faults',
          '/_sandbox/requests',
          '/_sandbox/inbox/M100001',
          '/_sandbox/orders/ORD-20231114-0001/status',
          '/_sandbox/merchants/M100001/notify-url',
          '/_sandbox/deliveries/x/resend',
          '/x',
        ),
        fc.dictionary(fc.constantFrom('Content-Type', ...SIGNED, 'Content-Length'), headerValue),
        body,
        async (method, path, headers, bytes) => {
          const init: RequestInit = { method, headers };
          if (method !== 'GET') init.body = bytes as RequestInit['body'];
          const response = await app.request(path, init);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds for correctly signed arbitrary bodies, and each answer verifies', async () => {
    const app = testApp({ nonceReuse: 'allow' });
    await fc.assert(
      fc.asyncProperty(body, fc.string({ minLength: 1, maxLength: 32 }), async (bytes, raw) => {
        const nonce = raw.replace(/[^\x21-\x7e]/g, 'n');
        const sign = nodeSign(DEMO_MERCHANT.testSecret, 'M100001', NOW_SECONDS, nonce, bytes);
        const result = await readResponse(await query(app, { body: bytes, nonce, sign }));
        expect(result.status).toBeLessThan(500);
        expect(result.status).not.toBe(401);
        expect(result.verifies).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('holds for a very deeply nested body', async () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const wrapped = `{"merchant_order_no":"x","a":${deep}}`;
    const result = await readResponse(await query(testApp(), { body: wrapped }));
    expect(result.status).toBeLessThan(500);
  });
});
