import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { HEADER } from '../../core/protocol/headers.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';
import { ECHO_KEEP_BYTES } from '../http/echo-cut.ts';
import { proxyRoutes } from './proxy.ts';
import {
  AWKWARD_BYTES,
  PROXY_PATH as PATH,
  proxyPost as post,
  SIGNED_HEADERS as FIVE,
  startRecordingUpstream,
  type RecordingUpstream,
} from '../test-support/proxy-upstream.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';

/** Headers fetch itself adds on the way out; nothing of the caller's. */
const TRANSPORT = [
  'host',
  'connection',
  'content-length',
  'accept',
  'accept-language',
  'accept-encoding',
  'sec-fetch-mode',
  'user-agent',
];

describe('proxyRoutes', () => {
  let upstream: RecordingUpstream;
  let app: Hono;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    app = proxyRoutes({ test: `${upstream.origin}/gw` });
  });

  afterAll(() => upstream?.close());

  it('lists the configured targets at /environments', async () => {
    const response = await app.request('/environments');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      environments: { test: `${upstream.origin}/gw`, production: null },
      sandbox: null,
      publicConsoleUrl: null,
    });
  });

  it("announces the embedded sandbox's merchant beside the targets, never a secret", async () => {
    const sandbox = { merchantId: 'M424242', demoSecret: false, demoProductionSecret: false };
    const announced = await proxyRoutes({}, { sandbox }).request('/environments');
    expect(await announced.json()).toEqual({
      environments: { test: null, production: null },
      sandbox,
      publicConsoleUrl: null,
    });
  });

  it('announces the public console address share links are built on, when one is set', async () => {
    const publicConsoleUrl = 'https://pay.example.com/tools/signing-console/';
    const announced = await proxyRoutes({}, { publicConsoleUrl }).request('/environments');
    expect(await announced.json()).toEqual({
      environments: { test: null, production: null },
      sandbox: null,
      publicConsoleUrl,
    });
  });

  it('forwards the exact body bytes and only the five headers to the fixed target path', async () => {
    upstream.received.length = 0;
    const response = await app.request(
      `${PATH}?next=http://evil.example/`,
      post({
        ...FIVE,
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        Cookie: 'session=1',
        Authorization: 'Bearer t',
        // The console's own origin (in-process requests are addressed to http://localhost).
        Origin: 'http://localhost',
        Referer: 'http://localhost/',
        'User-Agent': 'Browser/1.0',
        'Accept-Language': 'de',
        'X-Other': 'x',
      }),
    );
    expect(response.status).toBe(200);
    const [seen] = upstream.received;
    expect(upstream.received).toHaveLength(1);
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe(`/gw${QUERY_PATH}`);
    expect(seen?.body).toEqual(AWKWARD_BYTES);
    const names = Object.keys(seen?.headers ?? {});
    const five = Object.keys(FIVE).map((name) => name.toLowerCase());
    expect(names.filter((name) => !TRANSPORT.includes(name)).sort()).toEqual([...five].sort());
    for (const [name, value] of Object.entries(FIVE)) {
      expect(seen?.headers[name.toLowerCase()]).toBe(value);
    }
    expect(seen?.headers['user-agent']).not.toBe('Browser/1.0');
    expect(seen?.headers['accept-language']).not.toBe('de');
    expect(seen?.headers['host']).toBe(new URL(upstream.origin).host);
  });

  it('returns the upstream status, body bytes and signed headers unchanged, and nothing else', async () => {
    const signed = { ...FIVE, [HEADER.nonce]: 'resp-nonce-1', [HEADER.sign]: 'b'.repeat(64) };
    const other = await startRecordingUpstream({
      status: 401,
      body: AWKWARD_BYTES,
      headers: {
        ...signed,
        'Set-Cookie': 'tracking=1',
        'Access-Control-Allow-Origin': '*',
        'X-Other': 'x',
        // A remote cannot pass for the proxy: the marker of the proxy's own errors is dropped.
        'X-Console-Proxy-Error': 'refused',
      },
    });
    try {
      const response = await proxyRoutes({ test: other.origin }).request(PATH, post());
      expect(response.status).toBe(401);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(AWKWARD_BYTES);
      const type = FIVE['Content-Type'];
      for (const [name, value] of Object.entries(signed).filter(([n]) => n !== 'Content-Type')) {
        expect(response.headers.get(name)).toBe(value);
      }
      // Handed back opaque, never as the remote's type; that type is named aside.
      expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Upstream-Content-Type')).toBe(type);
      for (const name of [
        'Set-Cookie',
        'Access-Control-Allow-Origin',
        'X-Other',
        'X-Console-Proxy-Error',
      ]) {
        expect(response.headers.has(name)).toBe(false);
      }
    } finally {
      await other.close();
    }
  });

  it('passes a signed query to a real sandbox and back with a verifiable X-Sign', async () => {
    const sandbox = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    try {
      const proxy = proxyRoutes({ test: sandbox.url });
      const result = await readResponse(await proxy.request(PATH, signedQueryInit()));
      expect(result.status).toBe(200);
      expect(result.envelope.code).toBe(0);
      expect(result.verifies).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it.each([
    ['staging', /Unknown environment "staging"; expected test or production/],
    [
      'production',
      /no base URL is configured for the production environment; start the console with CONSOLE_PRODUCTION_BASE_URL=https:\/\/\.\.\./,
    ],
  ])('answers 404 for the %s environment without calling anyone', async (env, message) => {
    upstream.received.length = 0;
    const response = await app.request(`/proxy/${env}${QUERY_PATH}`, post());
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(upstream.received).toHaveLength(0);
  });

  it('cuts a long path or environment it names in its 404, as every echoed value is cut', async () => {
    const long = 'x'.repeat(60_000);
    for (const path of [`/elsewhere/${long}`, `/proxy/${long}${QUERY_PATH}`]) {
      const response = await app.request(path, post());
      expect(response.status).toBe(404);
      const { error } = (await response.json()) as { error: string };
      expect(error.length).toBeLessThan(ECHO_KEEP_BYTES + 300);
      expect(error).toMatch(/60,?\d{3} bytes/);
    }
  });

  it('answers 405 with Allow: POST for another method on the proxy path', async () => {
    const response = await app.request(PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/GET/) });
  });

  it.each([
    `/proxy/test/api/v1/payments/refund`,
    `/proxy/test${QUERY_PATH}/`,
    `/proxy/test/%2e%2e/api/v1/payments/query`,
    `/proxy/test`,
    `/proxy`,
    `/elsewhere`,
  ])('answers a JSON 404 for %s', async (path) => {
    upstream.received.length = 0;
    const response = await app.request(path, post());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(upstream.received).toHaveLength(0);
  });
});
