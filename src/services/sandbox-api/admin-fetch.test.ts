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
    await expect(getOrders()).rejects.toThrow('The sandbox answered /orders with 502 and no JSON.');
    serve(() => Response.json({ detail: 'nope' }, { status: 500 }));
    await expect(getOrders()).rejects.toThrow('The sandbox answered 500.');
  });
});
