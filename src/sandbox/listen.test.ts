import { describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from './config.ts';
import { startSandboxServer } from './listen.ts';
import { QUERY_BODY, readResponse, signedQueryInit } from './test-support.ts';

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

  it('writes signed envelopes with their exact length and the CORS headers, and logs them', async () => {
    const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    try {
      for (const path of ['/api/v1/payments/query', '/api/v1/no-such-operation']) {
        const response = await fetch(`${server.url}${path}`, signedQueryInit());
        const result = await readResponse(response);
        expect(result.verifies).toBe(true);
        expect(Number(result.headers.get('Content-Length'))).toBe(
          new TextEncoder().encode(result.text).length,
        );
        expect(result.headers.get('Access-Control-Allow-Origin')).toBe('*');
        expect(result.headers.get('Access-Control-Expose-Headers')).toContain('X-Sign');
      }
      const entries = async () =>
        (await (await fetch(`${server.url}/_sandbox/requests`)).json()) as Array<{
          status: number;
          code: unknown;
          body: string;
        }>;
      let list = await entries();
      while (list.length < 2) list = await entries();
      expect(list.map(({ status, code, body }) => ({ status, code, body }))).toEqual(
        expect.arrayContaining([
          { status: 200, code: 0, body: QUERY_BODY },
          { status: 404, code: 4004, body: QUERY_BODY },
        ]),
      );
    } finally {
      await server.close();
    }
  });
});
