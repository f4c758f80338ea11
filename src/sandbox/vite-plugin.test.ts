// Mounts the plugin in real Vite dev and preview servers: connect strips the `/sandbox` prefix,
// and the sandbox must still see its own paths and answer with verifiable responses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readResponse, signedQueryInit } from './test-support.ts';
import { sandboxPlugin } from './vite-plugin.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'vite-sandbox-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>x</title>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function settings(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [sandboxPlugin()],
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
    preview: { host: '127.0.0.1', port: 0 },
  };
}

async function signedQuery(origin: string) {
  return readResponse(await fetch(`${origin}/sandbox/api/v1/payments/query`, signedQueryInit()));
}

describe('sandboxPlugin', () => {
  it('serves the sandbox at /sandbox in the dev server', async () => {
    const server = await createServer(settings());
    await server.listen();
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const result = await signedQuery(origin);
      expect(result.status).toBe(200);
      expect(result.envelope.code).toBe(0);
      expect(result.verifies).toBe(true);
    } finally {
      await server.close();
    }
  }, 20_000);

  it('serves the sandbox at /sandbox in the preview server', async () => {
    const server = await preview(settings());
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const result = await signedQuery(origin);
      expect(result.status).toBe(200);
      expect(result.verifies).toBe(true);
      const info = await fetch(`${origin}/sandbox/_sandbox/info`);
      expect(await info.json()).toMatchObject({ merchants: ['M100001'] });
    } finally {
      await server.close();
    }
  }, 20_000);
});
