import { describe, expect, it } from 'vitest';
import { query, readResponse, testApp } from '../test-support/sandbox-client.ts';

function post(app: ReturnType<typeof testApp>, body: unknown) {
  return app.request('/_sandbox/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const ORDER = {
  merchant_order_no: 'ORD-7',
  trans_amount: { currency: 'EUR', value: '25.50' },
  goods_name: 'Mug',
};

describe('POST /_sandbox/orders', () => {
  it('creates an order with defaults and a deterministic order_no, queryable at once', async () => {
    const app = testApp();
    const response = await post(app, ORDER);
    expect(response.status).toBe(201);
    expect(response.headers.has('X-Sign')).toBe(false);
    expect(await response.json()).toEqual({
      merchant_id: 'M100001',
      merchant_order_no: 'ORD-7',
      order_no: 'P0000000002',
      payment_method: 'CARD',
      trans_amount: { currency: 'EUR', value: '25.50' },
      goods_name: 'Mug',
      status: 'SUCCESS',
    });
    const found = await readResponse(await query(app, { body: '{"merchant_order_no":"ORD-7"}' }));
    expect(found.status).toBe(200);
    expect(found.envelope.data).toMatchObject({ order_no: 'P0000000002', goods_name: 'Mug' });
  });

  it('refuses a duplicate merchant_order_no for the same merchant with 409', async () => {
    const app = testApp();
    expect((await post(app, ORDER)).status).toBe(201);
    const again = await post(app, ORDER);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toContain('ORD-7');
  });

  it('refuses camelCase keys, naming the snake_case field', async () => {
    const response = await post(testApp(), {
      merchantOrderNo: 'X',
      trans_amount: ORDER.trans_amount,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(
      'field merchantOrderNo must be merchant_order_no',
    );
  });

  it.each([
    ['a payment method other than CARD', { ...ORDER, payment_method: 'PAYPAL' }, 'payment_method'],
    [
      'a lowercase currency',
      { ...ORDER, trans_amount: { currency: 'usd', value: '1.00' } },
      'currency',
    ],
    ['a numeric amount', { ...ORDER, trans_amount: { currency: 'USD', value: 10 } }, 'value'],
    ['one decimal', { ...ORDER, trans_amount: { currency: 'USD', value: '10.0' } }, 'two decimals'],
    ['no merchant_order_no', { trans_amount: ORDER.trans_amount }, 'merchant_order_no'],
    ['an unknown field', { ...ORDER, colour: 'red' }, 'colour'],
    ['an unknown merchant', { ...ORDER, merchant_id: 'M999' }, 'M999'],
  ])('refuses %s with 400', async (_name, body, mention) => {
    const response = await post(testApp(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(mention);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await post(testApp(), 'not json')).status).toBe(400);
  });
});

describe('GET /_sandbox/orders and /_sandbox/info', () => {
  it('lists the seeded order', async () => {
    const response = await testApp().request('/_sandbox/orders');
    const { orders } = (await response.json()) as { orders: Array<{ merchant_order_no: string }> };
    expect(orders.map((order) => order.merchant_order_no)).toEqual(['ORD-20231114-0001']);
  });

  it('reports the sandbox choices for spec gaps without any secret', async () => {
    const response = await testApp().request('/_sandbox/info');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      merchants: ['M100001'],
      clock_window_seconds: 300,
      nonce_reuse: 'reject',
      success_code: 0,
    });
    expect(text).not.toMatch(/sk_/);
  });
});

describe('/_sandbox/faults', () => {
  it('reads and switches the fault, refusing malformed bodies', async () => {
    const sandbox = testApp();
    expect(await (await sandbox.request('/_sandbox/faults')).json()).toEqual({
      corrupt_response_sign: false,
      drop_connection: false,
      amount_limit_code: null,
      delay_ms: 0,
      clock_skew_seconds: 0,
      one_shot_pending: 0,
    });
    const bad = await sandbox.request('/_sandbox/faults', {
      method: 'PUT',
      body: '{"corrupt_response_sign":"yes"}',
    });
    expect(bad.status).toBe(400);
    const good = await sandbox.request('/_sandbox/faults', {
      method: 'PUT',
      body: '{"corrupt_response_sign":true}',
    });
    expect(await good.json()).toMatchObject({ corrupt_response_sign: true });
    expect(await (await sandbox.request('/_sandbox/faults')).json()).toMatchObject({
      corrupt_response_sign: true,
      drop_connection: false,
    });
  });
});
