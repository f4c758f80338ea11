import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { PortInUseError } from '../http/listen.ts';
import { startConsoleServer } from './serve-console.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';

/** As Vite builds it (`base: './'`): the page's links to its files are relative to the page. */
const INDEX =
  '<!doctype html><title>Signing Console</title><script type="module" src="./assets/app.js"></script><div id="root"></div>';
/** As this server sends it, at any path: the same links from the root. */
const SERVED = INDEX.replace('src="./assets/', 'src="/assets/');

describe('startConsoleServer over real HTTP', () => {
  let distDir: string;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("app");');
    server = await startConsoleServer({
      host: '127.0.0.1',
      port: 0,
      distDir,
      sandbox: defaultSandboxConfig(),
    });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('reports its real port in the URL', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.url).not.toMatch(/:0\/$/);
  });

  it('serves index.html at / without caching', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe(SERVED);
  });

  it('falls back to index.html for client-side routes, but not for missing files', async () => {
    const route = await fetch(new URL('learn/step-2', server.url));
    expect(route.status).toBe(200);
    expect(route.headers.get('Cache-Control')).toBe('no-store');
    // At a client-side path the page's relative links would miss: they come from the root.
    expect(await route.text()).toBe(SERVED);
    const missing = await fetch(new URL('assets/missing.js', server.url));
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

  it('serves JavaScript with a JavaScript content type', async () => {
    const response = await fetch(new URL('assets/app.js', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('console.log("app");');
  });

  it('answers a signed query at /sandbox/api/v1/payments/query with a verifiable response', async () => {
    const response = await fetch(
      new URL('sandbox/api/v1/payments/query', server.url),
      signedQueryInit(),
    );
    const result = await readResponse(response);
    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe(0);
    expect(result.verifies).toBe(true);
    // Answered by the query lane: the same security and CORS headers as the app's own answers
    // under /sandbox (a GET there is the app's 405).
    const fromApp = await fetch(new URL('sandbox/api/v1/payments/query', server.url));
    await fromApp.body?.cancel();
    expect(fromApp.status).toBe(405);
    const shared = [
      ...Object.keys(SECURITY_HEADERS),
      'Access-Control-Allow-Origin',
      'Access-Control-Expose-Headers',
    ];
    for (const name of shared) {
      expect(response.headers.get(name), name).toBe(fromApp.headers.get(name));
      expect(response.headers.get(name), name).not.toBeNull();
    }
  });

  it('sends the embedded sandbox webhooks to its inbox over HTTP, under /sandbox', async () => {
    const sent = await fetch(new URL('sandbox/_sandbox/webhooks/test', server.url), {
      method: 'POST',
      body: '{"merchant_order_no":"ORD-20231114-0001"}',
    });
    const target = new URL('sandbox/_sandbox/inbox/M100001', server.url).href;
    expect(await sent.json()).toMatchObject({ delivery: { target } });
    const inbox = await vi.waitFor(
      async () => {
        const list = (await (await fetch(target)).json()) as object[];
        expect(list).not.toEqual([]);
        return list;
      },
      { timeout: 10_000, interval: 10 },
    );
    expect(inbox).toEqual([expect.objectContaining({ verified: true })]);
  });

  it.each(['sandbox/unknown', 'sandbox'])(
    'keeps the sandbox 404 envelope at /%s instead of the SPA page',
    async (path) => {
      const response = await fetch(new URL(path, server.url));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 4004, data: null });
    },
  );

  it('rejects a second server on the same port with PortInUseError', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startConsoleServer({ host: '127.0.0.1', port, distDir, sandbox: defaultSandboxConfig() }),
    ).rejects.toBeInstanceOf(PortInUseError);
  });
});
