// The query lane answers exactly as the app behind it: the same raw requests, sent over real
// sockets to a server with the lane and to one without it (each over a sandbox of its own, with
// the same clock and randomness), get byte-identical answers and identical traffic logs; and
// the queries the lane takes never reach the app.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { createSandbox } from '../app.ts';
import { defaultSandboxConfig, type SandboxConfig } from '../config.ts';
import { listen, type RunningServer } from '../../http/listen.ts';
import { NOW_MS, NOW_SECONDS, QUERY_BODY, nodeSign } from '../../test-support/sandbox-client.ts';

const { merchantId, testSecret } = DEMO_MERCHANT;
const running: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** The same bytes every time from the same seed, so both sandboxes sign alike. */
function seededRandom(): (length: number) => Uint8Array {
  let next = 7;
  return (length) =>
    Uint8Array.from({ length }, () => {
      next = (next * 1103515245 + 12345) % 2147483648;
      return next & 255;
    });
}

/** A sandbox on a server of its own, with or without the lane; `reached` lists what the app saw. */
async function serve(change: Partial<SandboxConfig>, withLane: boolean) {
  const config = { ...defaultSandboxConfig(), host: '127.0.0.1', port: 0, ...change };
  const sandbox = createSandbox(config, { now: () => NOW_MS, random: seededRandom() });
  const reached: string[] = [];
  const app = {
    fetch: (request: Request, env: unknown) => {
      const url = new URL(request.url);
      reached.push(`${request.method} ${url.pathname}${url.search}`);
      return sandbox.app.fetch(request, env);
    },
  };
  const server = await listen(app, config.host, 0, withLane ? sandbox.queryLane() : undefined);
  running.push(server);
  return { server, reached };
}

/** Sends `head` (CRLF-joined, Connection: close added) and `body` as raw bytes; the raw answer. */
function exchange(port: number, head: string[], body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    const lines = [...head, `Host: 127.0.0.1:${port}`, 'Connection: close', '', ''];
    // Not half-closed: the server ends the connection once it has answered (Connection: close).
    socket.write(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]));
  });
}

/** The answer without its Date header, the one line that depends on the wall clock. */
const withoutDate = (answer: string) => answer.replace(/^Date: .*\r\n/im, '');

interface RawRequest {
  what: string;
  head: string[];
  body: Buffer;
}

/** A query whose head holds `headers` (as sent, Latin-1 per byte) and a declared length. */
function query(what: string, headers: string[], body = QUERY_BODY, line?: string): RawRequest {
  const bytes = Buffer.from(body, 'utf8');
  return {
    what,
    head: [line ?? `POST ${QUERY_PATH} HTTP/1.1`, ...headers, `Content-Length: ${bytes.length}`],
    body: bytes,
  };
}

/** The spec 5.1 headers signed over `body` with node:crypto; `nonce` as its UTF-8 bytes. */
function signed(nonce: string, body = QUERY_BODY, sign?: string): string[] {
  return [
    'Content-Type: application/json',
    `X-MerchantID: ${merchantId}`,
    `X-Timestamp: ${NOW_SECONDS}`,
    `X-Nonce: ${Buffer.from(nonce, 'utf8').toString('latin1')}`,
    `X-Sign: ${sign ?? nodeSign(testSecret, merchantId, NOW_SECONDS, nonce, body)}`,
  ];
}

const chunked = (headers: string[]): RawRequest => ({
  what: 'a chunked body',
  head: [`POST ${QUERY_PATH} HTTP/1.1`, ...headers, 'Transfer-Encoding: chunked'],
  body: Buffer.from(`${QUERY_BODY.length.toString(16)}\r\n${QUERY_BODY}\r\n0\r\n\r\n`),
});

/** Requests across the checks of spec 5.5 and the lane's edges, in the order they are sent. */
function requests(): RawRequest[] {
  const camel = '{"merchantOrderNo":"ORD-20231114-0001"}';
  const unknownOrder = '{"merchant_order_no":"ORD-NONE"}';
  return [
    query('a signed query', signed('lane-nonce-0001')),
    query('its replay', signed('lane-nonce-0001')),
    query('a wrong sign', signed('lane-nonce-0002', QUERY_BODY, 'ab'.repeat(32))),
    query('an uppercase sign', [
      ...signed('lane-nonce-0003').slice(0, 4),
      `X-Sign: ${nodeSign(testSecret, merchantId, NOW_SECONDS, 'lane-nonce-0003', QUERY_BODY).toUpperCase()}`,
    ]),
    query('a text content type', [
      'Content-Type: text/plain',
      ...signed('lane-nonce-0004').slice(1),
    ]),
    query(
      'no nonce',
      signed('lane-nonce-0005').filter((line) => !line.startsWith('X-Nonce')),
    ),
    query(
      'a stale timestamp',
      signed('lane-nonce-0006').map((line) =>
        line.startsWith('X-Timestamp') ? 'X-Timestamp: 1600000000' : line,
      ),
    ),
    query(
      'an unknown merchant',
      signed('lane-nonce-0007').map((line) =>
        line.startsWith('X-MerchantID') ? 'X-MerchantID: M999' : line,
      ),
    ),
    query('a repeated nonce header, signed over both joined', [
      ...signed('lane-a, lane-b').filter((line) => !line.startsWith('X-Nonce')),
      'X-Nonce: lane-a',
      'X-Nonce: lane-b',
    ]),
    query('a non-ASCII nonce', signed('lane-zoë-€-订单')),
    query('a camelCase field', signed('lane-nonce-0008', camel), camel),
    query('an unknown order', signed('lane-nonce-0009', unknownOrder), unknownOrder),
    query(
      'a body that is not JSON',
      signed('lane-nonce-0010', '{"merchant_order_no":'),
      '{"merchant_order_no":',
    ),
    query('an empty body', signed('lane-nonce-0014', ''), ''),
    query('a GET', signed('lane-nonce-0011'), '', `GET ${QUERY_PATH} HTTP/1.1`),
    query(
      'a query string',
      signed('lane-nonce-0012'),
      QUERY_BODY,
      `POST ${QUERY_PATH}?debug=1 HTTP/1.1`,
    ),
    chunked(signed('lane-nonce-0013')),
  ];
}

/** What the lane leaves to the app, of {@link requests}: besides these, the app sees none. */
const LEFT_TO_THE_APP = [`GET ${QUERY_PATH}`, `POST ${QUERY_PATH}?debug=1`, `POST ${QUERY_PATH}`];

async function compare(change: Partial<SandboxConfig>) {
  const lane = await serve(change, true);
  const plain = await serve(change, false);
  for (const request of requests()) {
    const fast = await exchange(lane.server.port, request.head, request.body);
    const slow = await exchange(plain.server.port, request.head, request.body);
    expect(withoutDate(fast), request.what).toBe(withoutDate(slow));
  }
  // The traffic logs match once each mistake search has run.
  const log = async (origin: string) => (await fetch(`${origin}/_sandbox/requests`)).json();
  await expect
    .poll(async () => JSON.stringify(await log(lane.server.origin)))
    .toBe(JSON.stringify(await log(plain.server.origin)));
  return { lane: lane.reached, plain: plain.reached };
}

describe('the query lane', () => {
  it('answers every query as the app does, and logs it alike', async () => {
    const reached = await compare({});
    expect(reached.plain.filter((line) => line.includes(QUERY_PATH))).toHaveLength(17);
    expect(reached.lane.filter((line) => line.includes(QUERY_PATH))).toEqual(LEFT_TO_THE_APP);
  });

  it('answers alike with the faults that act on the answer', async () => {
    const reached = await compare({ faults: ['corrupt-response-sign', 'amount-limit-5008'] });
    expect(reached.lane.filter((line) => line.includes(QUERY_PATH))).toEqual(LEFT_TO_THE_APP);
  });

  it('leaves a query to the app when a fault acts before the answer', async () => {
    const lane = await serve({ faultDelayMs: 1 }, true);
    const request = query('a signed query', signed('lane-delayed-0001'));
    const answer = await exchange(lane.server.port, request.head, request.body);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(lane.reached).toEqual([`POST ${QUERY_PATH}`]);
  });
});
