// How the proxy fails: cross-site, too large, unreachable, too slow, redirected, or reconfigured later.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { listen } from '../http/listen.ts';
import { proxyRoutes } from './proxy.ts';
import {
  closedOrigin,
  PROXY_PATH as PATH,
  proxyPost as post,
  SIGNED_HEADERS as FIVE,
  startRecordingUpstream,
  type RecordingUpstream,
} from '../test-support/proxy-upstream.ts';

describe('proxyRoutes failures', () => {
  let upstream: RecordingUpstream;
  let app: Hono;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    app = proxyRoutes({ test: upstream.origin });
  });

  afterAll(() => upstream?.close());

  it('refuses a body over 1 MiB with 413 and forwards nothing', async () => {
    upstream.received.length = 0;
    const response = await app.request(PATH, post(FIVE, new Uint8Array(1024 * 1024 + 1)));
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Console-Proxy-Error')).toBe('too-large');
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/1 MiB/) });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a request another site made a browser send, and forwards nothing', async () => {
    upstream.received.length = 0;
    const response = await app.request(
      PATH,
      post({ ...FIVE, 'Sec-Fetch-Site': 'cross-site' }, new TextEncoder().encode('{}')),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('X-Console-Proxy-Error')).toBe('cross-site');
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 502 naming the target when the upstream refuses connections', async () => {
    const target = await closedOrigin();
    const response = await proxyRoutes({ test: target }).request(PATH, post());
    expect(response.status).toBe(502);
    expect(response.headers.get('X-Console-Proxy-Error')).toBe('refused');
    expect(await response.json()).toEqual({
      error: `Could not reach ${target} (connection refused).`,
      failure: 'refused',
      target,
    });
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    const silent = new Hono().all('*', () => new Promise<Response>(() => undefined));
    const running = await listen(silent, '127.0.0.1', 0);
    try {
      const proxy = proxyRoutes({ test: running.origin }, { timeoutMs: 100 });
      const response = await proxy.request(PATH, post());
      expect(response.status).toBe(504);
      expect(response.headers.get('X-Console-Proxy-Error')).toBe('timeout');
      expect(await response.json()).toEqual({
        error: `Could not reach ${running.origin} (timed out after 0.1 s).`,
        failure: 'timeout',
        target: running.origin,
      });
    } finally {
      await running.close();
    }
  });

  it('answers a redirect as its own error instead of following it off the allow-list', async () => {
    const elsewhere = await startRecordingUpstream();
    const redirecting = await startRecordingUpstream({
      status: 307,
      body: '',
      headers: { Location: `${elsewhere.origin}${QUERY_PATH}` },
    });
    try {
      const response = await proxyRoutes({ test: redirecting.origin }).request(PATH, post());
      expect(response.status).toBe(502);
      expect(response.headers.get('X-Console-Proxy-Error')).toBe('redirect');
      expect(response.headers.has('Location')).toBe(false);
      expect(await response.json()).toMatchObject({
        error: `Could not reach ${redirecting.origin} (the remote redirected with HTTP 307, which the proxy does not follow).`,
      });
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });

  it('keeps the allow-list it was built with', async () => {
    const allowed: { test?: string; production?: string } = {};
    const proxy = proxyRoutes(allowed);
    allowed.production = upstream.origin;
    const response = await proxy.request(`/proxy/production${QUERY_PATH}`, post());
    expect(response.status).toBe(404);
  });
});
