// A client that disconnects in the middle of its body is the client's business: the sandbox logs
// no bug for it and keeps answering everyone else.
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';

describe('a client that hangs up mid-body', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not logged as a sandbox bug, and the sandbox keeps answering', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    const sandbox = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    try {
      const { hostname, port } = new URL(sandbox.url);
      const socket = connect(Number(port), hostname);
      await new Promise((resolve) => socket.once('connect', resolve));
      const head = [
        `POST ${QUERY_PATH} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        'X-MerchantID: M100001',
        `X-Timestamp: ${Math.floor(Date.now() / 1000)}`,
        'X-Nonce: hang-up-nonce-0001',
        `X-Sign: ${'a'.repeat(64)}`,
        'Content-Length: 1000',
      ].join('\r\n');
      // Half a body, then the connection closes once the sandbox has started reading it.
      await new Promise<void>((resolve) =>
        socket.write(`${head}\r\n\r\n{"merchant`, () => resolve()),
      );
      await vi.waitFor(async () => {
        const traffic = await fetch(`${sandbox.url}/_sandbox/requests`);
        expect(traffic.status).toBe(200);
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.destroy();
      await closed;
      // The server notices the close on its own turn of the event loop; give it that turn.
      const info = await fetch(`${sandbox.url}/_sandbox/info`);
      expect(info.status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logged.filter((args) => String(args[0]).includes('unexpected error'))).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});
