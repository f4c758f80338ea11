import { describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from './config.ts';
import { startSandboxServer } from './listen.ts';
import { freshNonce, nodeSign, QUERY_BODY, readResponse } from './test-support.ts';

describe('startSandboxServer', () => {
  it('serves the sandbox at the root of its base URL over real HTTP, then closes', async () => {
    const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = freshNonce();
      const response = await fetch(`${server.url}/api/v1/payments/query`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-MerchantID': 'M100001',
          'X-Timestamp': timestamp,
          'X-Nonce': nonce,
          'X-Sign': nodeSign('test_sk_4f9a2c7e1b3d', 'M100001', timestamp, nonce, QUERY_BODY),
        },
        body: QUERY_BODY,
      });
      const result = await readResponse(response);
      expect(result.status).toBe(200);
      expect(result.verifies).toBe(true);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/_sandbox/info`)).rejects.toThrow();
  });
});
