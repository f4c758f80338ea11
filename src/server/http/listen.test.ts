import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { adminCall } from '../test-support/admin-client.ts';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';
import {
  QUERY_BODY,
  SEEDED_ORDER_NO,
  freshNonce,
  nodeSign,
  readResponse,
  signedQueryInit,
} from '../test-support/sandbox-client.ts';

/** A signed query as raw HTTP/1.1 bytes, for `orderNo`, with a fresh nonce. */
function rawSignedQuery(host: string, orderNo: string): string {
  const body = JSON.stringify({ merchant_order_no: orderNo });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = freshNonce();
  const { merchantId, testSecret } = DEMO_MERCHANT;
  const sign = nodeSign(testSecret, merchantId, timestamp, nonce, body);
  return (
    `POST ${QUERY_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    `X-MerchantID: ${merchantId}\r\nX-Timestamp: ${timestamp}\r\nX-Nonce: ${nonce}\r\n` +
    `X-Sign: ${sign}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Splits HTTP/1.1 responses read off one connection by their Content-Length (all have one). */
function splitResponses(bytes: Buffer): Array<{ status: number; head: string; body: string }> {
  const answers = [];
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const head = rest.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    if (rest.length < end + 4 + length) return answers;
    const body = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    answers.push({ status: Number(head.split(' ')[1]), head, body });
    rest = rest.subarray(end + 4 + length);
  }
}

/** The value of header `name` in a raw response head. */
const headerOf = (head: string, name: string) =>
  new RegExp(`\r\n${name}: *([^\r]*)`, 'i').exec(head)?.[1] ?? '';

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
      const entries = () => adminCall(server.url, SANDBOX_ROUTES.listRequests);
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

  it('answers pipelined queries on one connection in the order they were sent, each signed', async () => {
    const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    const { host, hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    try {
      const orders = [SEEDED_ORDER_NO, 'ORD-NOT-THERE', SEEDED_ORDER_NO, 'ORD-ALSO-MISSING'];
      const received: Buffer[] = [];
      const answers = new Promise<ReturnType<typeof splitResponses>>((resolve) => {
        socket.on('data', (chunk: Buffer) => {
          received.push(chunk);
          const split = splitResponses(Buffer.concat(received));
          if (split.length === orders.length) resolve(split);
        });
      });
      // All four in one write: the server reads them in one turn and answers them together.
      socket.write(orders.map((order) => rawSignedQuery(host, order)).join(''));
      const responses = await answers;
      expect(responses.map((response) => response.status)).toEqual([200, 404, 200, 404]);
      for (const [index, { head, body }] of responses.entries()) {
        const { merchantId, testSecret } = DEMO_MERCHANT;
        const timestamp = headerOf(head, 'X-Timestamp');
        const nonce = headerOf(head, 'X-Nonce');
        expect(headerOf(head, 'X-Sign')).toBe(
          nodeSign(testSecret, merchantId, timestamp, nonce, Buffer.from(body, 'utf8')),
        );
        expect(body).toContain(index % 2 === 0 ? '"status":"SUCCESS"' : 'ORD-');
      }
    } finally {
      socket.destroy();
      await server.close();
    }
  });

  it('answers every one of many concurrent queries once, one whose client hung up on sending it included', async () => {
    const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
    const { host, hostname, port } = new URL(server.url);
    try {
      // A client that sends its whole query and hangs up at once: its answer has no one to go to.
      const leaver = connect(Number(port), hostname);
      await new Promise((resolve) => leaver.once('connect', resolve));
      await new Promise((resolve) => leaver.write(rawSignedQuery(host, SEEDED_ORDER_NO), resolve));
      leaver.destroy();
      const results = await Promise.all(
        Array.from({ length: 40 }, async () =>
          readResponse(await fetch(`${server.url}${QUERY_PATH}`, signedQueryInit())),
        ),
      );
      expect(results.map(({ status, verifies }) => ({ status, verifies }))).toEqual(
        Array.from({ length: 40 }, () => ({ status: 200, verifies: true })),
      );
      // The sandbox answered the one that left as well: it is in the log with the others.
      await vi.waitFor(async () => {
        const log = await fetch(`${server.url}/_sandbox/requests`);
        const entries = (await log.json()) as Array<{ path: string; status: number }>;
        const queries = entries.filter((entry) => entry.path === QUERY_PATH);
        expect(queries.map((entry) => entry.status)).toEqual(Array(41).fill(200));
      });
    } finally {
      await server.close();
    }
  });
});
