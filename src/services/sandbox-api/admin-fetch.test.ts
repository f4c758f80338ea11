/**
 * The admin client against the real sandbox app (in-process) and against answers a sandbox of
 * another version, or something else at the URL, could give: every answer is parsed with its
 * contract schema, and every failure becomes a readable message, never unchecked data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
// The test drives the real sandbox in Node; no browser bundle includes a test file.
import { createSandboxApp } from '../../server/sandbox/app.ts';
import { defaultSandboxConfig } from '../../server/sandbox/config.ts';
import { EMBEDDED_SANDBOX_PATH } from '../../core/protocol/demo-merchant.ts';
import { armOneShotFault } from './arm-one-shot-fault.ts';
import { getInbox } from './get-inbox.ts';
import { getInfo } from './get-info.ts';
import { getOrders } from './get-orders.ts';
import { getRequests } from './get-requests.ts';
import { callRoute } from './admin-fetch.ts';
import { clearRequests } from './clear-requests.ts';
import { getDeliveries } from './get-deliveries.ts';
import { getRequest } from './get-request.ts';
import { resendDelivery } from './resend-delivery.ts';
import { runReceiverCheck } from './run-receiver-check.ts';
import { sendTestWebhook } from './send-test-webhook.ts';
import { setOrderStatus } from './set-order-status.ts';
import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';

/** Routes the browser's fetch to `answer`, with the console's sandbox prefix taken off. */
function serve(answer: (request: Request) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    answer(new Request(`http://sandbox.test${url.slice(EMBEDDED_SANDBOX_PATH.length)}`, init)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox admin client', () => {
  it('reads the real sandbox: info, orders, traffic, a one-shot fault', async () => {
    const sandbox = createSandboxApp({ ...defaultSandboxConfig(), port: 0 });
    serve((request) => sandbox.fetch(request));
    expect((await getInfo()).merchants).toEqual(['M100001']);
    expect((await getOrders()).map((order) => order.merchant_order_no)).toContain(
      'ORD-20231114-0001',
    );
    expect(Array.isArray(await getRequests())).toBe(true);
    const faults = await armOneShotFault({ nonce: 'n-1', fault: { amount_limit_code: 2006 } });
    expect(faults).toMatchObject({ amount_limit_code: null, one_shot_pending: 1 });
  });

  it("passes the sandbox's own error message on", async () => {
    const sandbox = createSandboxApp({ ...defaultSandboxConfig(), port: 0 });
    serve((request) => sandbox.fetch(request));
    await expect(getInbox('M999999')).rejects.toThrow('Not a configured merchant.');
    await expect(
      armOneShotFault({ nonce: '', fault: { amount_limit_code: 2006 } }),
    ).rejects.toThrow(/nonce/);
  });

  it('refuses an answer of another shape, and one that is not JSON', async () => {
    serve(() => Response.json({ merchants: 'M100001' }));
    await expect(getInfo()).rejects.toThrow(
      "The sandbox's answer to /info has an unexpected shape.",
    );
    serve(() => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(getOrders()).rejects.toThrow(
      /^The sandbox answered \/orders\?limit=\d+ with 502 and no JSON\.$/,
    );
    serve(() => Response.json({ detail: 'nope' }, { status: 500 }));
    await expect(getOrders()).rejects.toThrow('The sandbox answered 500.');
  });

  it('reaches every route with its function: paths and parameters are the ones the sandbox mounts', async () => {
    const sandbox = createSandboxApp({ ...defaultSandboxConfig(), port: 0 });
    const asked: string[] = [];
    serve((request) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return sandbox.fetch(request);
    });
    const merchantId = 'M100001';
    const merchantOrderNo = 'ORD-20231114-0001';
    const notified = await setOrderStatus({ merchantId, merchantOrderNo, status: 'SUCCESS' });
    await sendTestWebhook({ merchantId, merchantOrderNo });
    await resendDelivery(notified.notification_id);
    expect(Array.isArray(await getDeliveries())).toBe(true);
    // One refused query, so the traffic log has an entry to read back.
    await sandbox.fetch(
      new Request(`http://sandbox.test${QUERY_PATH}`, { method: 'POST', body: '{}' }),
    );
    const [entry] = await getRequests();
    expect(entry).toBeDefined();
    expect((await getRequest(entry!.id)).id).toBe(entry!.id);
    // A URL the sandbox refuses by its own rule, not a route it does not know.
    await expect(runReceiverCheck('ftp://nowhere')).rejects.toThrow(/url/i);
    expect(await clearRequests()).toEqual({ cleared: true });
    expect(asked).toContain(`POST /_sandbox/orders/${merchantOrderNo}/status`);
    expect(asked).toContain(`POST /_sandbox/deliveries/${notified.notification_id}/resend`);
  });

  it('takes only the parameters a route names (checked by the compiler)', () => {
    const call = () =>
      // @ts-expect-error: the route's parameter is merchant_id, not merchantId
      callRoute(SANDBOX_ROUTES.listInbox, { params: { merchantId: 'M100001' } });
    expect(call).toThrow(/needs the parameter merchant_id/);
  });
});
