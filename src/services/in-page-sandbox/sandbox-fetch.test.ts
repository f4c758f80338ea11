/**
 * The page's one sandbox client: with the console's server it is a plain fetch; served as static
 * files it hands the request to the in-page sandbox's worker and builds the answer from the
 * worker's exact bytes. The worker here is a stand-in that runs the real sandbox app in-process.
 */
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The test drives the real sandbox in Node; no browser bundle includes a test file.
import { createSandbox } from '../../server/sandbox/app.ts';
import { defaultSandboxConfig } from '../../server/sandbox/config.ts';
import type { InPageAnswer, InPageRequest } from '../../core/sandbox-api/in-page-message.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';

/** A Worker whose messages the real sandbox app answers, as the in-page worker does. */
function fakeWorker(seen: InPageRequest[]) {
  const sandbox = createSandbox(defaultSandboxConfig());
  return class {
    private listener: ((event: { data: InPageAnswer }) => void) | undefined;
    addEventListener(_type: 'message', listener: (event: { data: InPageAnswer }) => void) {
      this.listener = listener;
    }
    postMessage(request: InPageRequest) {
      seen.push(request);
      void (async () => {
        const response = await sandbox.app.fetch(
          new Request(`http://in-page.test${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          }),
        );
        this.listener?.({
          data: {
            id: request.id,
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers],
            body: await response.arrayBuffer(),
          },
        });
      })();
    }
  };
}

function signedQuery(body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = `n-${Math.random().toString(36).slice(2)}`;
  const sign = createHmac('sha256', SECRET)
    .update(`M100001\n${timestamp}\n${nonce}\n${body}`)
    .digest('hex');
  return {
    'Content-Type': 'application/json',
    'X-MerchantID': 'M100001',
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': sign,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('sandboxFetch', () => {
  it('served statically, answers from the in-page sandbox with the bytes it signed', async () => {
    const network: string[] = [];
    vi.stubGlobal('fetch', (url: URL | string) => {
      network.push(String(url));
      return Promise.resolve(new Response('<h1>Not found</h1>', { status: 404 }));
    });
    const seen: InPageRequest[] = [];
    vi.stubGlobal('Worker', fakeWorker(seen));
    const { sandboxFetch } = await import('./sandbox-fetch.ts');

    const body = '{"merchant_order_no":"ORD-20231114-0001"}';
    const response = await sandboxFetch('/sandbox/api/v1/payments/query', {
      method: 'POST',
      headers: signedQuery(body),
      body,
    });
    const text = await response.text();
    const headers = response.headers;
    const expected = createHmac('sha256', SECRET)
      .update(`M100001\n${headers.get('X-Timestamp')}\n${headers.get('X-Nonce')}\n${text}`)
      .digest('hex');
    expect(response.status).toBe(200);
    expect(headers.get('X-Sign')).toBe(expected);
    expect(seen.map((r) => r.path)).toEqual(['/api/v1/payments/query']);
    // Only the probe went to the network.
    expect(network).toEqual(['/_console/environments']);
  });

  it("with the console's server, is a plain fetch", async () => {
    const network: string[] = [];
    vi.stubGlobal('fetch', (url: URL | string) => {
      network.push(String(url));
      return Promise.resolve(Response.json({ environments: {} }));
    });
    const seen: InPageRequest[] = [];
    vi.stubGlobal('Worker', fakeWorker(seen));
    const { sandboxFetch } = await import('./sandbox-fetch.ts');

    await sandboxFetch('/sandbox/_sandbox/info');
    expect(seen).toEqual([]);
    expect(network.at(-1)).toBe('/sandbox/_sandbox/info');
  });
});
