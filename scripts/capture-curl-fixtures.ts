/**
 * Captures what this machine's real curl prints (`-v`, `--trace-ascii -`, `--trace -`, over HTTP/1.1 and
 * HTTP/2 with prior knowledge) for a signed query to a small local server, so the intake's
 * transcript parser is tested against real output, not a guess. Run: `npx tsx scripts/capture-curl-fixtures.ts`.
 * The request and the response are signed here with node:crypto (spec 5.2, 5.3).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createH2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const MERCHANT = 'M100001';
const OUT = new URL('../src/core/intake/fixtures/', import.meta.url);

const sign = (timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', SECRET).update(`${MERCHANT}\n${timestamp}\n${nonce}\n${body}`).digest('hex');

const REQUEST_BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
const REQUEST = { timestamp: '1700000000', nonce: 'req-nonce-2b7c9d1e4f60a8' };
const RESPONSE_BODY =
  '{"code":0,"msg":"success","data":{"merchant_order_no":"ORD-20231114-0001","status":"PAID"}}';
const RESPONSE = { timestamp: '1700000001', nonce: 'res-nonce-9a8b7c6d5e4f30' };

function answer(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(RESPONSE_BODY),
      'X-MerchantID': MERCHANT,
      'X-Timestamp': RESPONSE.timestamp,
      'X-Nonce': RESPONSE.nonce,
      'X-Sign': sign(RESPONSE.timestamp, RESPONSE.nonce, RESPONSE_BODY),
    });
    res.end(RESPONSE_BODY);
  });
}

async function runCurl(url: string, extra: string[]): Promise<string> {
  const args = [
    ...extra,
    '-sS',
    '-X',
    'POST',
    url,
    '-H',
    'Content-Type: application/json',
    '-H',
    `X-MerchantID: ${MERCHANT}`,
    '-H',
    `X-Timestamp: ${REQUEST.timestamp}`,
    '-H',
    `X-Nonce: ${REQUEST.nonce}`,
    '-H',
    `X-Sign: ${sign(REQUEST.timestamp, REQUEST.nonce, REQUEST_BODY)}`,
    '--data-raw',
    REQUEST_BODY,
  ];
  // As a terminal shows it: stderr (the -v lines) and stdout (the body) on one stream.
  const quoted = args.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ');
  // Asynchronously: the server answers on this same event loop.
  const { stdout } = await promisify(execFile)('/bin/sh', ['-c', `/usr/bin/curl ${quoted} 2>&1`]);
  return stdout;
}

async function listen(server: ReturnType<typeof createServer> | ReturnType<typeof createH2Server>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payments/query`;
}

const h1 = createServer(answer);
const h1Url = await listen(h1);
writeFileSync(new URL('curl-v-http1.txt', OUT), await runCurl(h1Url, ['-v', '--http1.1']));
writeFileSync(
  new URL('curl-trace-ascii-http1.txt', OUT),
  await runCurl(h1Url, ['--trace-ascii', '-']),
);
writeFileSync(new URL('curl-trace-http1.txt', OUT), await runCurl(h1Url, ['--trace', '-']));
h1.closeAllConnections();
h1.close();

const h2 = createH2Server((req, res) => answer(req as never, res as never));
const h2Url = await listen(h2);
writeFileSync(
  new URL('curl-v-http2.txt', OUT),
  await runCurl(h2Url, ['-v', '--http2-prior-knowledge']),
);
h2.close();

writeFileSync(
  new URL('curl-fixtures.json', OUT),
  `${JSON.stringify(
    {
      secret: SECRET,
      request: { merchantId: MERCHANT, ...REQUEST, body: REQUEST_BODY },
      response: { merchantId: MERCHANT, ...RESPONSE, body: RESPONSE_BODY },
    },
    null,
    2,
  )}\n`,
);
