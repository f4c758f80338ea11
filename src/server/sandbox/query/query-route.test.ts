import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import {
  NOW_SECONDS,
  SEEDED_ORDER_NO,
  sendQuery,
  testApp,
} from '../../test-support/sandbox-client.ts';

describe('POST /api/v1/payments/query', () => {
  it('returns the seeded order in a signed success envelope (spec 4, 5.3)', async () => {
    const result = await sendQuery();
    expect(result.status).toBe(200);
    expect(result.headers.get('Content-Type')).toBe('application/json');
    expect(result.envelope).toEqual({
      code: 0,
      msg: 'success',
      data: {
        merchant_order_no: SEEDED_ORDER_NO,
        order_no: 'P0000000001',
        payment_method: 'CARD',
        trans_amount: { currency: 'USD', value: '10.00' },
        goods_name: 'T-shirt',
        status: 'SUCCESS',
      },
    });
    expect(result.headers.get('X-MerchantID')).toBe(DEMO_MERCHANT.merchantId);
    expect(result.headers.get('X-Timestamp')).toBe(NOW_SECONDS);
    expect(result.headers.get('X-Nonce')).toMatch(/^[A-Za-z0-9_-]{16,32}$/);
    expect(result.headers.get('X-Sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(result.verifies).toBe(true);
  });

  it('accepts the independent vector (Python hmac) for the seeded query', async () => {
    const vectors = (await import('../../../../spec/signature-vectors.json')).default as Array<{
      name: string;
      merchant_id: string;
      timestamp: string;
      nonce: string;
      raw_body: string;
      sign: string;
    }>;
    const vector = vectors.find((entry) => entry.name === 'compact query');
    if (!vector) throw new Error('vector "compact query" missing');
    const app = testApp({}, () => Number(vector.timestamp) * 1000);
    const result = await sendQuery(
      {
        body: vector.raw_body,
        timestamp: vector.timestamp,
        nonce: vector.nonce,
        sign: vector.sign,
      },
      app,
    );
    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe(0);
  });

  it('uses the configured success code and message', async () => {
    const app = testApp({ successCode: 'SUCCESS', successMsg: 'ok' });
    const result = await sendQuery({}, app);
    expect(result.envelope).toMatchObject({ code: 'SUCCESS', msg: 'ok' });
  });

  it('answers 404 / 4004 for an unknown order, signed', async () => {
    const result = await sendQuery({ body: '{"merchant_order_no":"NOPE-1"}' });
    expect(result.status).toBe(404);
    expect(result.envelope).toMatchObject({ code: 4004, data: null });
    expect(result.envelope.msg).toContain('"NOPE-1"');
    expect(result.verifies).toBe(true);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 / 4005 and Allow: POST',
    async (method) => {
      const result = await sendQuery({ method });
      expect(result.status).toBe(405);
      expect(result.headers.get('Allow')).toBe('POST');
      expect(result.envelope.code).toBe(4005);
      expect(result.verifies).toBe(true);
    },
  );
});

describe('body checks after verification', () => {
  it('refuses a body over 1 MiB with 413 / 4013', async () => {
    const body = `{"merchant_order_no":"${'x'.repeat(1024 * 1024)}"}`;
    const result = await sendQuery({ body });
    expect(result.status).toBe(413);
    expect(result.envelope.code).toBe(4013);
    expect(result.verifies).toBe(true);
  });

  it('accepts a body of exactly 1 MiB (then finds no such order)', async () => {
    const prefix = '{"merchant_order_no":"';
    const body = `${prefix}${'x'.repeat(1024 * 1024 - prefix.length - 2)}"}`;
    expect(body.length).toBe(1024 * 1024);
    expect((await sendQuery({ body })).status).toBe(404);
  });

  it('refuses a declared Content-Length over 1 MiB before reading the body', async () => {
    const result = await sendQuery({ headers: { 'Content-Length': String(1024 * 1024 + 1) } });
    expect(result.status).toBe(413);
  });

  it.each([
    ['invalid UTF-8', Uint8Array.from([0x7b, 0xff, 0x7d]), 'not valid UTF-8'],
    ['not JSON', '{merchant_order_no: 1}', 'not JSON'],
    ['a JSON array', '[]', 'JSON an array, not an object'],
    ['empty', '', 'empty'],
    ['BOM-prefixed', '\uFEFF{"merchant_order_no":"x"}', 'byte order mark'],
  ])('refuses a signed body that is %s with 400 / 4000', async (_name, body, msg) => {
    const result = await sendQuery({ body });
    expect(result.status).toBe(400);
    expect(result.envelope.code).toBe(4000);
    expect(result.envelope.msg).toContain(msg);
    expect(result.verifies).toBe(true);
  });

  it('names nested camelCase fields with their snake_case spelling', async () => {
    const body = '{"merchant_order_no":"x","transAmount":{"currencyCode":"USD"}}';
    const result = await sendQuery({ body });
    expect(result.status).toBe(400);
    expect(result.envelope.msg).toContain('field transAmount must be trans_amount');
    expect(result.envelope.msg).toContain(
      'field currencyCode (in transAmount) must be currency_code',
    );
  });

  it.each([
    ['missing', '{}', 'merchant_order_no is missing'],
    ['a number', '{"merchant_order_no":1}', 'must be a non-empty string'],
  ])('refuses merchant_order_no %s', async (_name, body, msg) => {
    const result = await sendQuery({ body });
    expect(result.envelope).toMatchObject({ code: 4000, data: null });
    expect(result.envelope.msg).toContain(msg);
  });

  it('verifies over the raw bytes: a non-ASCII body signed as UTF-8 is accepted', async () => {
    const body = '{"merchant_order_no":"ORD-20231114-0001","note":"café ☕"}';
    expect((await sendQuery({ body })).status).toBe(200);
  });
});

describe('routing', () => {
  it('answers the query path with a trailing slash as an unknown route', async () => {
    const response = await testApp().request(`${QUERY_PATH}/`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
