/**
 * Test support for the intake parsers: random signed fields with awkward bodies, and builders
 * that write the same request in each paste format. Imported by tests only.
 */
import fc from 'fast-check';
import { quote } from 'shell-quote';
import { utf8 } from '../text/bytes.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { decideReading } from './decide.ts';
import { parseIntake } from './detect.ts';
import type { HarSide, Intake, IntakeFields, IntakeResult } from './types.ts';

/** The fields every format must give back unchanged. */
export interface SignedFields {
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  receivedSign: string;
}

/** Pieces that break naive parsers: line endings, BOM, NBSP, emoji, quotes, shell syntax. */
const awkward = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\uFEFF',
  '\u00A0',
  '😀',
  'é',
  '"',
  "'",
  '\\',
  '$',
  '`',
  '!',
  '#',
  '$HOME',
  '${X}',
  '\\\n',
  "'\\''",
  ' ',
  '\t',
  '*',
  '?',
  '&',
  '|',
  ';',
  '@',
  '{"merchant_order_no":"ORD-1"}',
);

/** A raw body of any Unicode text, biased towards awkward pieces. Bash cannot pass NUL. */
export const bodyArb = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), awkward), { maxLength: 10 })
  .map((pieces) => pieces.join('').replace(/\0/g, ''));

/** A header value: printable ASCII, no spaces at either end (HTTP trims those). */
const headerText = (max: number) =>
  fc.stringMatching(new RegExp(`^[!-~](?:[ -~]{0,${max - 2}}[!-~])?$`));

/** Random signed fields. */
export const fieldsArb: fc.Arbitrary<SignedFields> = fc.record({
  merchantId: headerText(20),
  timestamp: fc.integer({ min: 0, max: 4_000_000_000 }).map(String),
  nonce: headerText(32),
  rawBody: bodyArb,
  receivedSign: fc.stringMatching(/^[0-9a-fA-F]{64}$/),
});

/** The intake of a parse that must succeed; a refusal fails the test with its message. */
export function intakeOrThrow(result: IntakeResult): Intake {
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

/**
 * The reading the page uses once the secret is typed: the one the signature proves, if any;
 * of the side picked, when one is.
 */
export async function readWithSecret(
  text: string,
  secret: string,
  side?: HarSide,
): Promise<Intake> {
  const intake = intakeOrThrow(parseIntake(text, side ? { side } : {}));
  const decision = intake.readings && (await decideReading(intake.readings, secret));
  return decision ? (intake.readings?.[decision.index] ?? intake) : intake;
}

/** The intake fields a parser must give back for `f` sent with the auth headers below. */
export function expectedFields(f: SignedFields, contentType = 'application/json'): IntakeFields {
  return {
    merchantId: f.merchantId,
    timestamp: f.timestamp,
    nonce: f.nonce,
    receivedSign: f.receivedSign,
    contentType,
    rawBody: f.rawBody,
  };
}

const authHeaders = (f: SignedFields): Array<[string, string]> => [
  ['Content-Type', 'application/json'],
  ['X-MerchantID', f.merchantId],
  ['X-Timestamp', f.timestamp],
  ['X-Nonce', f.nonce],
  ['X-Sign', f.receivedSign],
];

/** A raw HTTP request (spec 4, 5.1) with correct Content-Length; `eol` frames the head. */
export function rawRequest(f: SignedFields, eol = '\r\n'): string {
  const head = [
    `POST ${QUERY_PATH} HTTP/1.1`,
    'Host: sandbox.example',
    ...authHeaders(f).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${utf8(f.rawBody).length}`,
  ];
  return head.join(eol) + eol + eol + f.rawBody;
}

/** A raw HTTP response carrying the signed fields (spec 5.3). */
export function rawResponse(f: SignedFields, eol = '\r\n'): string {
  const head = ['HTTP/1.1 200 OK', ...authHeaders(f).map(([name, value]) => `${name}: ${value}`)];
  return head.join(eol) + eol + eol + f.rawBody;
}

/** A curl command for the spec 4 query, quoted by shell-quote's `quote`. */
export function curlOf(f: SignedFields): string {
  const headers = authHeaders(f).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const url = `https://sandbox.example${QUERY_PATH}`;
  return quote(['curl', '-sS', '-X', 'POST', url, ...headers, '--data-raw', f.rawBody]);
}

/** A HAR log with one spec 4 query, header names lowercased as HTTP/2 browsers record them. */
export function harOf(f: SignedFields): string {
  const headers = authHeaders(f).map(([name, value]) => ({ name: name.toLowerCase(), value }));
  const request = {
    method: 'POST',
    url: `https://sandbox.example${QUERY_PATH}`,
    httpVersion: 'HTTP/2',
    headers,
    postData: { mimeType: 'application/json', text: f.rawBody },
  };
  const response = { status: 200, headers: [], content: { size: 0, mimeType: 'application/json' } };
  return JSON.stringify({ log: { version: '1.2', entries: [{ request, response }] } });
}

/** A spec 5.5 failure log. */
export function failureLogOf(f: SignedFields): string {
  return JSON.stringify({
    merchant_id: f.merchantId,
    timestamp: f.timestamp,
    nonce: f.nonce,
    raw_body: f.rawBody,
    sign_payload: `${f.merchantId}\n${f.timestamp}\n${f.nonce}\n${f.rawBody}`,
    received_sign: f.receivedSign,
    expected_sign: '0'.repeat(64),
  });
}

/** The spec 5.1 header lines, an empty line and the body. */
export function headersAndBodyOf(f: SignedFields, eol = '\n'): string {
  return (
    authHeaders(f)
      .map(([name, value]) => `${name}: ${value}`)
      .join(eol) +
    eol +
    eol +
    f.rawBody
  );
}

/**
 * Chromium DevTools' escapeStringWin for "Copy as cURL (cmd)" (front_end/panels/network/
 * NetworkLogView.ts), written out here so parsers are tested against what the browser writes.
 */
export const escapeWin = (text: string) =>
  '^"' +
  text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[^a-zA-Z0-9\s_\-:=+~'/.',?;()*`]/g, '^$&')
    .replace(/%(?=[a-zA-Z0-9_])/g, '%^')
    .replace(/\r?\n/g, '^\n\n') +
  '^"';

/**
 * DevTools' "Copy as PowerShell" string escaping (same source): "..." with ` before ` $ ", and
 * `$([char]N)` for every UTF-16 unit outside printable ASCII.
 */
export const psString = (text: string) =>
  '"' +
  text
    .replace(/[`$"]/g, '`$&')
    .replace(/[^\x20-\x7E]/g, (char) => `$([char]${char.charCodeAt(0)})`) +
  '"';

/**
 * A request line as pino writes it (its documented layout: level, time, pid, hostname, the
 * bindings, then msg) with pino-http's `req` and the parsed body a custom `req` serializer adds:
 * the body is the logger's object, not the bytes sent.
 */
export function pinoRequestLine(headers: Record<string, string>, body: unknown): string {
  return JSON.stringify({
    level: 30,
    time: 1732700000123,
    pid: 7,
    hostname: 'api-1',
    req: { id: 1, method: 'POST', url: '/api/v1/payments/query', headers, body },
    msg: 'request received',
  });
}
