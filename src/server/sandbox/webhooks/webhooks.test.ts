/**
 * Webhooks (spec 6) over real HTTP, received by servers written here with node:http and
 * verified with node:crypto over the raw bytes (spec 5.3), never with the sandbox's own code.
 */
import type { DeliveryAttempt } from '../../../core/sandbox-api/webhooks.ts';
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import type { SandboxConfig } from '../config.ts';
import { closedOrigin } from '../../test-support/proxy-upstream.ts';
import { testApp } from '../../test-support/sandbox-client.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const M = DEMO_MERCHANT.merchantId;
const ORDER = 'ORD-20231114-0001';
const servers = serversPerTest();

/** A sandbox whose webhook retries come quickly, so a test sees them all. */
const sandbox = (change: Partial<SandboxConfig> = {}) =>
  servers.sandbox({ webhookRetryMs: 10, ...change });

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A receiver written for the test: `reply` decides each answer from the request number. */
async function receiver(reply: (n: number, res: ServerResponse, got: Received) => void) {
  const received: Received[] = [];
  const origin = await servers.endpoint((request, body, res) => {
    const got = { headers: request.headers, body };
    received.push(got);
    reply(received.length, res, got);
  });
  return { url: `${origin}/notify`, received };
}

/** Verifies a received notification with node:crypto, as spec 5.3 tells a receiver to. */
function verifies({ headers, body }: Received, secret: string = DEMO_MERCHANT.testSecret) {
  const head = `${String(headers['x-merchantid'])}\n${String(headers['x-timestamp'])}\n${String(headers['x-nonce'])}\n`;
  const expected = createHmac('sha256', secret).update(head).update(body).digest('hex');
  return String(headers['x-sign']).toLowerCase() === expected;
}

async function post(url: string, body: unknown, method = 'POST') {
  const response = await fetch(url, { method, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The deliveries list once `done` holds: a wait on the condition, not on the clock. */
function deliveriesWhen(base: string, done: (list: DeliveryAttempt[]) => boolean) {
  return vi.waitFor(
    async () => {
      const list = await adminCall(base, SANDBOX_ROUTES.listDeliveries);
      if (!done(list)) throw new Error(`deliveries so far: ${JSON.stringify(list)}`);
      return list;
    },
    { timeout: 15_000, interval: 10 },
  );
}

describe('a status change sends a signed notification', { timeout: 20_000 }, () => {
  it('is verified by an independent receiver, retried after a 500, and both attempts listed', async () => {
    const base = await sandbox();
    const target = await receiver((n, res) => res.writeHead(n === 1 ? 500 : 200).end('ok'));
    await post(`${base}/_sandbox/merchants/${M}/notify-url`, { url: target.url }, 'PUT');
    const { status, json } = await post(`${base}/_sandbox/orders/${ORDER}/status`, {
      status: 'FAILED',
    });
    expect(status).toBe(200);
    const list = await deliveriesWhen(base, (items) => items.some((item) => item.status === 200));
    expect(list.map((item) => [item.attempt, item.status])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    expect(list[1]?.nextRetryAt).not.toBeNull();
    expect(list[1]?.error).toContain('500');
    expect(list[0]?.nextRetryAt).toBeNull();
    expect(target.received).toHaveLength(2);
    for (const got of target.received) {
      expect(verifies(got)).toBe(true);
      expect(got.headers['content-type']).toBe('application/json');
      expect(JSON.parse(got.body.toString('utf8'))).toMatchObject({
        merchant_order_no: ORDER,
        status: 'FAILED',
        payment_method: 'CARD',
        notification_id: json['notification_id'],
      });
    }
    // Each attempt is signed afresh, over the same body.
    expect(target.received[0]?.headers['x-nonce']).not.toBe(target.received[1]?.headers['x-nonce']);
    expect(target.received[0]?.body.equals(target.received[1]?.body as Buffer)).toBe(true);
  });

  it('goes to the built-in inbox by default, over HTTP, and the inbox verifies it', async () => {
    const base = await sandbox();
    await post(`${base}/_sandbox/orders/${ORDER}/status`, { status: 'CLOSED' });
    const [attempt] = await deliveriesWhen(base, (items) => items.length > 0);
    expect(attempt).toMatchObject({ status: 200, target: `${base}/_sandbox/inbox/${M}` });
    const inbox = await adminCall(base, SANDBOX_ROUTES.listInbox, { params: { merchant_id: M } });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ verified: true });
    const logs = await Promise.all(
      ['deliveries', 'info', 'requests'].map(async (path) =>
        (await fetch(`${base}/_sandbox/${path}`)).text(),
      ),
    );
    for (const text of [JSON.stringify(inbox), ...logs]) {
      expect(text).not.toContain(DEMO_MERCHANT.testSecret);
      expect(text).not.toContain(DEMO_MERCHANT.productionSecret);
    }
  });

  it('reaches the inbox in-process when the sandbox has no known origin', async () => {
    const app = testApp({ webhookRetryMs: 10 }, Date.now);
    const sent = await app.request('/_sandbox/webhooks/test', {
      method: 'POST',
      body: JSON.stringify({ merchant_order_no: ORDER }),
    });
    expect(await sent.json()).toMatchObject({
      delivery: { target: `in-process:/_sandbox/inbox/${M}` },
    });
    const inbox = await vi.waitFor(
      async () => {
        const list = (await (await app.request(`/_sandbox/inbox/${M}`)).json()) as object[];
        expect(list).not.toEqual([]);
        return list;
      },
      { timeout: 10_000, interval: 10 },
    );
    expect(inbox).toEqual([expect.objectContaining({ verified: true })]);
  });

  it('the inbox refuses and records a forged notification', async () => {
    const base = await sandbox();
    const response = await fetch(`${base}/_sandbox/inbox/${M}`, {
      method: 'POST',
      headers: {
        'X-MerchantID': M,
        'X-Timestamp': '1700000000',
        'X-Nonce': 'n',
        'X-Sign': 'ab'.repeat(32),
      },
      body: '{"status":"SUCCESS"}',
    });
    expect(response.status).toBe(401);
    const inbox = await adminCall(base, SANDBOX_ROUTES.listInbox, { params: { merchant_id: M } });
    expect(inbox[0]).toMatchObject({ verified: false });
  });
});

describe('a slow or hostile target never blocks the sandbox', { timeout: 20_000 }, () => {
  it('answers the API while the target hangs, then records the timeout', async () => {
    const base = await sandbox({ webhookTimeoutMs: 3000, webhookMaxAttempts: 1 });
    const hanging = await receiver(() => undefined);
    await post(`${base}/_sandbox/webhooks/test`, { merchant_order_no: ORDER, url: hanging.url });
    await deliveriesWhen(base, () => hanging.received.length > 0);
    const answered = await fetch(`${base}/api/v1/payments/query`, { method: 'POST' });
    expect(answered.status).toBe(415);
    // The attempt is still in flight: the answer did not wait for it.
    expect(await (await fetch(`${base}/_sandbox/deliveries`)).json()).toEqual([]);
    const [attempt] = await deliveriesWhen(base, (items) => items.length > 0);
    expect(attempt).toMatchObject({ status: null, nextRetryAt: null });
    expect(attempt?.error).toContain('timeout');
  });

  it('does not follow a redirect, reads a huge reply only in part, and retries a refused connection', async () => {
    const base = await sandbox({ webhookMaxAttempts: 2 });
    const elsewhere = await receiver((_, res) => res.writeHead(200).end());
    const redirect = await receiver((_, res) =>
      res.writeHead(302, { Location: elsewhere.url }).end(),
    );
    const huge = await receiver((_, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent < 400 && res.write(chunk)) sent++;
        if (sent < 400) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    // A port just opened and closed: connecting to it is refused.
    const refused = { url: `${await closedOrigin()}/notify` };
    for (const url of [redirect.url, huge.url, refused.url]) {
      const { status } = await post(`${base}/_sandbox/webhooks/test`, {
        merchant_order_no: ORDER,
        url,
      });
      expect(status).toBe(200);
    }
    const list = await deliveriesWhen(base, (items) => items.length >= 5);
    const of = (url: string) => list.filter((item) => item.target === url);
    expect(of(redirect.url)[0]?.error).toContain('redirect 302');
    expect(elsewhere.received).toHaveLength(0);
    expect(of(huge.url)).toEqual([expect.objectContaining({ status: 200, error: null })]);
    expect(of(refused.url).map((item) => [item.attempt, item.error])).toEqual([
      [2, expect.stringContaining('ECONNREFUSED')],
      [1, expect.stringContaining('ECONNREFUSED')],
    ]);
  });

  it('refuses a target that is not http: or https:, and unknown statuses and orders', async () => {
    const base = await sandbox();
    const ftp = await post(
      `${base}/_sandbox/merchants/${M}/notify-url`,
      { url: 'ftp://x/y' },
      'PUT',
    );
    expect(ftp).toMatchObject({ status: 400 });
    expect(String(ftp.json['error'])).toContain('Only http: and https:');
    const test = await post(`${base}/_sandbox/webhooks/test`, {
      merchant_order_no: ORDER,
      url: 'file:///etc/passwd',
    });
    expect(test.status).toBe(400);
    expect((await post(`${base}/_sandbox/orders/${ORDER}/status`, { status: 'PAID' })).status).toBe(
      400,
    );
    expect((await post(`${base}/_sandbox/orders/NOPE/status`, { status: 'SUCCESS' })).status).toBe(
      404,
    );
  });
});

describe('resend', { timeout: 20_000 }, () => {
  it('sends a notification again as a new attempt, signed afresh', async () => {
    const base = await sandbox();
    const target = await receiver((_, res) => res.writeHead(204).end());
    const { json } = await post(`${base}/_sandbox/webhooks/test`, {
      merchant_order_no: ORDER,
      url: target.url,
    });
    await deliveriesWhen(base, (items) => items.length === 1);
    const resent = await post(
      `${base}/_sandbox/deliveries/${String(json['notification_id'])}/resend`,
      {},
    );
    expect(resent.status).toBe(200);
    const list = await deliveriesWhen(base, (items) => items.length === 2);
    expect(list.map((item) => [item.attempt, item.status])).toEqual([
      [2, 204],
      [1, 204],
    ]);
    expect(target.received.every((got) => verifies(got))).toBe(true);
    expect((await post(`${base}/_sandbox/deliveries/ntf_nope/resend`, {})).status).toBe(404);
  });
});
