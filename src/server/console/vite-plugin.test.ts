// Mounts the plugin in real Vite dev and preview servers: connect strips the `/sandbox` prefix,
// and the sandbox must still see its own paths and answer with verifiable responses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';
import { sandboxPlugin } from './vite-plugin.ts';

let root: string;
/** A standalone sandbox the plugin's proxy forwards to as the production environment. */
let remote: { url: string; close(): Promise<void> };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vite-sandbox-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  remote = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
});

afterAll(async () => {
  await remote?.close();
  rmSync(root, { recursive: true, force: true });
});

function settings(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [sandboxPlugin({ proxy: { production: remote.url } })],
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
    preview: { host: '127.0.0.1', port: 0 },
  };
}

async function signedQuery(origin: string, path = '/sandbox/api/v1/payments/query') {
  return readResponse(await fetch(`${origin}${path}`, signedQueryInit()));
}

/** The proxy routes answer at /_console, and forward to the configured sandbox. */
async function expectProxy(origin: string) {
  const environments = await fetch(`${origin}/_console/environments`);
  expect(await environments.json()).toEqual({
    environments: { test: null, production: remote.url },
    sandbox: { merchantId: 'M100001', demoSecret: true, demoProductionSecret: true },
    publicConsoleUrl: null,
  });
  const result = await signedQuery(origin, '/_console/proxy/production/api/v1/payments/query');
  expect(result.status).toBe(200);
  expect(result.verifies).toBe(true);
  const missing = await fetch(`${origin}/_console/nothing`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ error: expect.any(String) });
}

describe('sandboxPlugin', () => {
  it('serves the sandbox at /sandbox and the proxy at /_console in the dev server', async () => {
    const server = await createServer(settings());
    await server.listen();
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const result = await signedQuery(origin);
      expect(result.status).toBe(200);
      expect(result.envelope.code).toBe(0);
      expect(result.verifies).toBe(true);
      await expectProxy(origin);
    } finally {
      await server.close();
    }
  }, 20_000);

  it('serves the sandbox at /sandbox and the proxy at /_console in the preview server', async () => {
    const server = await preview(settings());
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const result = await signedQuery(origin);
      expect(result.status).toBe(200);
      expect(result.verifies).toBe(true);
      const info = await fetch(`${origin}/sandbox/_sandbox/info`);
      expect(await info.json()).toMatchObject({ merchants: ['M100001'] });
      await expectProxy(origin);
    } finally {
      await server.close();
    }
  }, 20_000);
});
