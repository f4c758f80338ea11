// The proxy inside a real console server: bytes over real sockets on both hops, the routes
// mounted at /_console ahead of the SPA fallback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';
import type { ProxyTargets } from './proxy-config.ts';
import {
  AWKWARD_BYTES,
  closedOrigin,
  SIGNED_HEADERS as SIGNED,
  startRecordingUpstream,
  type RecordingUpstream,
} from '../test-support/proxy-upstream.ts';
import { startConsoleServer } from './serve-console.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';

const INDEX = '<!doctype html><title>Signing Console</title>';

type Server = { url: string; close(): Promise<void> };

describe('the console server proxy over real HTTP', () => {
  let distDir: string;
  let sandbox: Server;
  let upstream: RecordingUpstream;
  const started: Server[] = [];

  async function consoleWith(proxy?: ProxyTargets): Promise<Server> {
    const server = await startConsoleServer({
      host: '127.0.0.1',
      port: 0,
      distDir,
      sandbox: defaultSandboxConfig(),
      ...(proxy ? { proxy } : {}),
    });
    started.push(server);
    return server;
  }

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    sandbox = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    upstream = await startRecordingUpstream({ body: AWKWARD_BYTES, headers: SIGNED });
  });

  afterAll(async () => {
    await Promise.all([...started, sandbox, upstream].map((server) => server?.close()));
    rmSync(distDir, { recursive: true, force: true });
  });

  it('reports the targets at /_console/environments', async () => {
    const server = await consoleWith({ test: sandbox.url });
    const response = await fetch(new URL('_console/environments', server.url));
    const demo = { merchantId: 'M100001', demoSecret: true, demoProductionSecret: true };
    expect(await response.json()).toEqual({
      environments: { test: sandbox.url, production: null },
      sandbox: demo,
      publicConsoleUrl: null,
    });
    const none = await consoleWith();
    const empty = await fetch(new URL('_console/environments', none.url));
    expect(await empty.json()).toEqual({
      environments: { test: null, production: null },
      sandbox: demo,
      publicConsoleUrl: null,
    });
  });

  it('passes request and response bytes and the signed headers through unchanged', async () => {
    const server = await consoleWith({ production: upstream.origin });
    upstream.received.length = 0;
    const response = await fetch(new URL(`_console/proxy/production${QUERY_PATH}`, server.url), {
      method: 'POST',
      headers: { ...SIGNED, Cookie: 'session=1', 'X-Other': 'x' },
      body: AWKWARD_BYTES,
    });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(AWKWARD_BYTES);
    const { 'Content-Type': type, ...authHeaders } = SIGNED;
    for (const [name, value] of Object.entries(authHeaders)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(response.headers.get('X-Upstream-Content-Type')).toBe(type);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]?.url).toBe(QUERY_PATH);
    expect(upstream.received[0]?.body).toEqual(AWKWARD_BYTES);
    expect(upstream.received[0]?.headers).not.toHaveProperty('cookie');
    expect(upstream.received[0]?.headers).not.toHaveProperty('x-other');
  });

  it('gets a verifiable response from a real sandbox', async () => {
    const server = await consoleWith({ test: sandbox.url });
    const proxied = new URL(`_console/proxy/test${QUERY_PATH}`, server.url);
    const result = await readResponse(await fetch(proxied, signedQueryInit()));
    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe(0);
    expect(result.verifies).toBe(true);
  });

  it('answers JSON errors under /_console, never the SPA page', async () => {
    const server = await consoleWith({ test: sandbox.url });
    const at = (path: string) => new URL(path, server.url);
    const cases: [URL, RequestInit, number, RegExp][] = [
      [
        at(`_console/proxy/production${QUERY_PATH}`),
        signedQueryInit(),
        404,
        /CONSOLE_PRODUCTION_BASE_URL=/,
      ],
      [at(`_console/proxy/staging${QUERY_PATH}`), signedQueryInit(), 404, /Unknown environment/],
      [at(`_console/proxy/test${QUERY_PATH}`), {}, 405, /GET is not allowed/],
      [at('_console/anything'), {}, 404, /No console route/],
    ];
    for (const [url, init, status, message] of cases) {
      const response = await fetch(url, init);
      expect(response.status).toBe(status);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('answers 502 when the target cannot be reached', async () => {
    const target = await closedOrigin();
    const server = await consoleWith({ test: target });
    const response = await fetch(
      new URL(`_console/proxy/test${QUERY_PATH}`, server.url),
      signedQueryInit(),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('X-Console-Proxy-Error')).toBe('refused');
    expect(await response.json()).toEqual({
      error: `Could not reach ${target} (connection refused).`,
      failure: 'refused',
      target,
    });
  });
});
