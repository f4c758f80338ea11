// The console server's edges over real sockets: its security headers on every answer, and who
// may call the proxy and the sandbox's admin routes (another site's page, a DNS-rebound name,
// or the console on its own origin and programs without a browser origin).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import {
  SIGNED_HEADERS,
  startRecordingUpstream,
  type RecordingUpstream,
} from '../test-support/proxy-upstream.ts';
import { startConsoleServer } from './serve-console.ts';
import { rawCall as call } from '../test-support/raw-call.ts';

describe('the console server at its edges', () => {
  let distDir: string;
  let upstream: RecordingUpstream;
  let server: { url: string; close(): Promise<void> };
  let origin: string;
  const faults = () => `${origin}/sandbox/_sandbox/faults`;
  const proxy = () => `${origin}/_console/proxy/test${QUERY_PATH}`;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Signing Console</title>');
    upstream = await startRecordingUpstream();
    server = await startConsoleServer({
      host: '127.0.0.1',
      port: 0,
      distDir,
      sandbox: defaultSandboxConfig(),
      proxy: { test: upstream.origin },
    });
    origin = server.url.replace(/\/$/, '');
  });

  afterAll(async () => {
    await Promise.all([server.close(), upstream.close()]);
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a strict CSP, nosniff, no referrer and no framing on the page, the sandbox and the proxy', async () => {
    for (const [url, method] of [
      [`${origin}/`, 'GET'],
      [`${origin}/sandbox/_sandbox/info`, 'GET'],
      [`${origin}/_console/environments`, 'GET'],
      [`${origin}/missing.js`, 'GET'],
    ] as const) {
      const answer = await call(url, method, {});
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toMatch(/script-src[^;]*('unsafe-eval'|unsafe-inline)/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('refuses a proxy POST from another origin, a null origin or a DNS-rebound Host, and forwards its own', async () => {
    const body = '{"merchant_order_no":"x"}';
    const host = new URL(origin).host;
    const hostile: Array<Record<string, string>> = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Host: 'evil.example', Origin: 'http://evil.example' },
      { Host: `rebind.example:${new URL(origin).port}` },
    ];
    upstream.received.length = 0;
    for (const extra of hostile) {
      const answer = await call(proxy(), 'POST', { ...SIGNED_HEADERS, ...extra }, body);
      expect(answer.status, JSON.stringify(extra)).toBe(403);
      expect(answer.headers['x-console-proxy-error']).toBe('cross-site');
    }
    expect(upstream.received).toHaveLength(0);
    const own: Array<Record<string, string>> = [
      {},
      { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      { Host: host },
    ];
    for (const extra of own) {
      const answer = await call(proxy(), 'POST', { ...SIGNED_HEADERS, ...extra }, body);
      expect(answer.status, JSON.stringify(extra)).toBe(200);
    }
    expect(upstream.received).toHaveLength(3);
  });

  it('lets no other site switch a sandbox fault; the console and scripts still can', async () => {
    const on = JSON.stringify({ corrupt_response_sign: true });
    const off = JSON.stringify({ corrupt_response_sign: false });
    const json = { 'Content-Type': 'application/json' };
    const preflight = await call(faults(), 'OPTIONS', {
      Origin: 'http://evil.example',
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const hostile: Array<Record<string, string>> = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Host: `evil.example:${new URL(origin).port}` },
    ];
    for (const extra of hostile) {
      const answer = await call(faults(), 'PUT', { ...json, ...extra }, on);
      expect(answer.status, JSON.stringify(extra)).toBe(403);
    }
    const state = await call(faults(), 'GET', {});
    expect(state.status).toBe(200);
    expect(JSON.parse(state.body)).toMatchObject({ corrupt_response_sign: false });
    expect((await call(faults(), 'PUT', { ...json, Origin: origin }, on)).status).toBe(200);
    expect((await call(faults(), 'PUT', json, off)).status).toBe(200);
  });

  it('keeps CORS open on the spec API for consoles on other origins', async () => {
    const answer = await call(`${origin}/sandbox${QUERY_PATH}`, 'OPTIONS', {
      Origin: 'http://other-console.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'x-sign',
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
