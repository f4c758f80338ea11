/**
 * What the sandbox's deliveries look like on the wire (spec 6 leaves the body open): by default
 * bytes that parsing and writing again changes, signed over exactly those bytes. Received by a
 * server written here and verified with node:crypto, never with the sandbox's own code.
 */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import type { SandboxConfig } from '../config.ts';
import { startSandbox } from '../start-sandbox.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const M = DEMO_MERCHANT.merchantId;
const servers = serversPerTest();

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function hmacOver(headers: IncomingHttpHeaders, body: Buffer | string): string {
  const head = `${String(headers['x-merchantid'])}\n${String(headers['x-timestamp'])}\n${String(headers['x-nonce'])}\n`;
  return createHmac('sha256', DEMO_MERCHANT.testSecret).update(head).update(body).digest('hex');
}

async function send(url: string, body: unknown, method = 'POST') {
  const response = await fetch(url, { method, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** A sandbox, a receiver that answers 200, and an order named in French (non-ASCII). */
async function setUp(change: Partial<SandboxConfig> | string) {
  const base = typeof change === 'string' ? change : await servers.sandbox(change);
  const received: Received[] = [];
  const origin = await servers.endpoint((request, body, res) => {
    received.push({ headers: request.headers, body });
    res.writeHead(200).end('ok');
  });
  await send(`${base}/_sandbox/merchants/${M}/notify-url`, { url: `${origin}/notify` }, 'PUT');
  await send(`${base}/_sandbox/orders`, {
    merchant_order_no: 'ORD-CAFE-1',
    trans_amount: { currency: 'EUR', value: '4.50' },
    goods_name: 'Café crème 1/2 L',
    status: 'PENDING',
  });
  const arrived = (count: number) =>
    vi.waitFor(
      () => {
        if (received.length < count) throw new Error(`${received.length} received so far`);
        return received;
      },
      { timeout: 10_000, interval: 10 },
    );
  return { base, arrived };
}

describe('the bytes of a delivery', { timeout: 20_000 }, () => {
  it('are by default ones a parse-and-serialize changes, for a status change and a test webhook', async () => {
    const { base, arrived } = await setUp({});
    await send(`${base}/_sandbox/orders/ORD-CAFE-1/status`, { status: 'SUCCESS' });
    await send(`${base}/_sandbox/webhooks/test`, { merchant_order_no: 'ORD-CAFE-1' });
    const got = await arrived(2);
    for (const { headers, body } of got) {
      const text = body.toString('utf8');
      // The signature is over exactly the bytes that arrived, and only over them.
      expect(String(headers['x-sign'])).toBe(hmacOver(headers, body));
      const parsed = JSON.parse(text) as Record<string, unknown>;
      expect(parsed).toMatchObject({
        merchant_order_no: 'ORD-CAFE-1',
        goods_name: 'Café crème 1/2 L',
        status: 'SUCCESS',
        trans_amount: { currency: 'EUR', value: '4.50' },
      });
      // Non-ASCII escaped, `/` escaped, a space after `:` and `,`: all ASCII on the wire.
      expect(text).toContain('"goods_name": "Caf\\u00e9 cr\\u00e8me 1\\/2 L"');
      expect(text).toMatch(/^\{"notification_id": "ntf_[0-9a-f]{24}", "status": "SUCCESS", /);
      expect(text).toContain('"trans_amount": {"value": "4.50", "currency": "EUR"}');
      expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
      // What a re-serializing receiver verifies differs, so its HMAC cannot match.
      const again = JSON.stringify(parsed);
      expect(again).not.toBe(text);
      expect(String(headers['x-sign'])).not.toBe(hmacOver(headers, again));
      // Keys neither sorted nor in spec 2's field order.
      const keys = Object.keys(parsed);
      expect(keys).not.toEqual([...keys].sort());
      expect(keys.indexOf('status')).toBeLessThan(keys.indexOf('order_no'));
    }
  });

  it('carry an escaped character and slash even when the order has none', async () => {
    const { base, arrived } = await setUp({});
    await send(`${base}/_sandbox/webhooks/test`, { merchant_order_no: 'ORD-20231114-0001' });
    const [first] = await arrived(1);
    const text = first?.body.toString('utf8') ?? '';
    expect(text).toMatch(/\\u[0-9a-f]{4}/);
    expect(text).toContain('\\/');
    expect(String(first?.headers['x-sign'])).toBe(hmacOver(first?.headers ?? {}, text));
  });

  it('are JSON.stringify form with SANDBOX_WEBHOOK_BODY=compact, also through startSandbox', async () => {
    const started = await startSandbox({ webhookBody: 'compact' });
    try {
      const { base, arrived } = await setUp(started.url);
      await send(`${base}/_sandbox/webhooks/test`, { merchant_order_no: 'ORD-CAFE-1' });
      const [first] = await arrived(1);
      const text = first?.body.toString('utf8') ?? '';
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      expect(text).toContain('"goods_name":"Café crème 1/2 L"');
      expect(String(first?.headers['x-sign'])).toBe(
        hmacOver(first?.headers ?? {}, first?.body ?? ''),
      );
    } finally {
      await started.close();
    }
  });
});
