import { describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from './config.ts';
import { startSandboxServer } from './listen.ts';
import { readResponse, signedQueryInit } from './test-support.ts';

describe('startSandboxServer', () => {
  it('serves the sandbox at the root of its base URL over real HTTP, then closes', async () => {
    const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/api/v1/payments/query`, signedQueryInit());
      const result = await readResponse(response);
      expect(result.status).toBe(200);
      expect(result.verifies).toBe(true);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/_sandbox/info`)).rejects.toThrow();
  });
});
