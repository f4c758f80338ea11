/**
 * Node.js programs (standard library only: `fetch`, `node:crypto`, `node:http`) for a signed
 * query (spec 5.4, verified as spec 5.3) and for a webhook receiver (spec 5.3 rule 6, spec 6).
 */
import { jsString } from './literals.ts';
import {
  DEFAULT_SUCCESS_CODE,
  EXIT_REFUSED,
  EXIT_UNTRUSTED,
  EXIT_USAGE,
  RECEIVER_WINDOW_SECONDS,
  type QueryInput,
  type ReceiverInput,
} from './snippet-input.ts';

/** `node query.mjs`: signs the body once, sends it, verifies the response before parsing it. */
export function nodeQuery(input: QueryInput): string {
  return String.raw`// Signed query (spec 5.4), response verified before it is parsed (spec 5.3).
// Run: API_SECRET=... node query.mjs   (Node.js 18 or later, standard library only)
// Exit: 0 success, ${EXIT_REFUSED} refused (HTTP or code), ${EXIT_UNTRUSTED} response not verified, ${EXIT_USAGE} no API_SECRET.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const URL_ = ${jsString(input.url)};
const MERCHANT_ID = ${jsString(input.merchantId)};
// The body exactly as in the console; it is signed and sent as these bytes.
const BODY = Buffer.from(${jsString(input.body)}, 'utf8');
// The spec does not name the success code; the sandbox uses 0.
const SUCCESS_CODE = process.env.SUCCESS_CODE || ${jsString(input.successCode ?? DEFAULT_SUCCESS_CODE)};

function fail(status, message) {
  process.stderr.write(message + '\n');
  process.exit(status);
}

const secret = process.env.API_SECRET;
if (!secret) fail(${EXIT_USAGE}, 'Set API_SECRET to your API secret (never put it in the code).');

const sign = (merchantId, timestamp, nonce, body) =>
  createHmac('sha256', secret)
    .update(merchantId + '\n' + timestamp + '\n' + nonce + '\n')
    .update(body)
    .digest('hex');

const timestamp = String(Math.floor(Date.now() / 1000));
const nonce = randomBytes(16).toString('hex');
let response;
try {
  response = await fetch(URL_, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-MerchantID': MERCHANT_ID,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': sign(MERCHANT_ID, timestamp, nonce, BODY),
    },
    body: BODY,
    redirect: 'manual',
  });
} catch (error) {
  fail(${EXIT_REFUSED}, 'REFUSED: could not reach ' + URL_ + ': ' + (error.cause?.message ?? error.message));
}
const raw = Buffer.from(await response.arrayBuffer());
const header = (name) => (response.headers.get(name) ?? '').trim();

// Verify over the raw bytes before parsing (spec 5.3).
const received = Buffer.from(header('X-Sign').toLowerCase());
const expected = Buffer.from(sign(header('X-MerchantID'), header('X-Timestamp'), header('X-Nonce'), raw));
if (header('X-MerchantID') !== MERCHANT_ID || received.length !== expected.length || !timingSafeEqual(received, expected)) {
  fail(${EXIT_UNTRUSTED}, 'UNTRUSTED: the response (HTTP ' + response.status + ') does not verify with API_SECRET for ' + MERCHANT_ID + '; do not act on it. Check API_SECRET (test and production secrets differ).');
}

process.stdout.write(raw);
process.stdout.write('\n');
let code;
try {
  code = JSON.parse(raw.toString('utf8')).code;
} catch {
  fail(${EXIT_REFUSED}, 'REFUSED: the verified response is not a JSON envelope {code, msg, data}.');
}
if (!response.ok || String(code) !== SUCCESS_CODE) {
  fail(${EXIT_REFUSED}, 'REFUSED: HTTP ' + response.status + ', code ' + JSON.stringify(code) + ' (success is ' + SUCCESS_CODE + ').');
}
`;
}

/** `node receiver.mjs`: a webhook receiver that verifies every notification before parsing it. */
export function nodeReceiver(input: ReceiverInput): string {
  return String.raw`// Webhook receiver: verifies each notification before parsing it (spec 5.3, 6).
// Run: API_SECRET=... PORT=8080 node receiver.mjs   (Node.js 18 or later, standard library only)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const MERCHANT_ID = process.env.MERCHANT_ID || ${jsString(input.merchantId)};
const WINDOW_SECONDS = ${RECEIVER_WINDOW_SECONDS};
const secret = process.env.API_SECRET;
if (!secret) {
  process.stderr.write('Set API_SECRET to your API secret (never put it in the code).\n');
  process.exit(${EXIT_USAGE});
}
const seen = new Map(); // nonce -> when it was accepted (seconds)

function verify(headers, raw) {
  const get = (name) => String(headers[name.toLowerCase()] ?? '').trim();
  const merchantId = get('X-MerchantID');
  const timestamp = get('X-Timestamp');
  const nonce = get('X-Nonce');
  const received = Buffer.from(get('X-Sign').toLowerCase());
  if (!merchantId || !timestamp || !nonce || received.length === 0) return 'a signature header is missing';
  if (merchantId !== MERCHANT_ID) return 'the notification is for another merchant';
  const expected = Buffer.from(
    createHmac('sha256', secret).update(merchantId + '\n' + timestamp + '\n' + nonce + '\n').update(raw).digest('hex'),
  );
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'the signature does not verify';
  const now = Math.floor(Date.now() / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > WINDOW_SECONDS) return 'the timestamp is outside the window';
  for (const [old, at] of seen) if (now - at > WINDOW_SECONDS * 2) seen.delete(old);
  if (seen.has(nonce)) return 'the nonce was already used';
  seen.set(nonce, now);
  return null;
}

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    const problem = request.method === 'POST' ? verify(request.headers, raw) : 'only POST is accepted';
    if (problem) {
      response.writeHead(401, { 'Content-Type': 'text/plain' }).end('rejected: ' + problem + '\n');
      return;
    }
    let notification;
    try {
      notification = JSON.parse(raw.toString('utf8'));
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('verified, but not JSON\n');
      return;
    }
    console.log('verified notification', JSON.stringify(notification));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
  });
}).listen(Number(process.env.PORT || 8080), '127.0.0.1', () => {
  console.log('listening on http://127.0.0.1:' + (process.env.PORT || 8080));
});
`;
}
