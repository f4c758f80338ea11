// libcurl's verbose output written to the shape its default debug callback prints (lib/sendf.c
// Curl_debug without CURLOPT_DEBUGFUNCTION: "> " once before the request head, "< " and "* "
// before each line they mark), and pycurl's documented DEBUGFUNCTION example; captured PHP
// output is read in locate/files-captured.test.ts.
// Truths are node:crypto HMACs.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../../decide.ts';
import { parseIntake } from '../../detect.ts';
import { intakeOrThrow } from '../../test-support.ts';

const SECRET = 'sk_test_libcurl';
const sign = (nonce: string, body: string) =>
  createHmac('sha256', SECRET).update(`M100001\n1732700000\n${nonce}\n${body}`).digest('hex');
const BODY = '{"merchant_order_no":"ORD-€9","note":"x"}';

/** Python 3's repr of bytes with no single quote in them, as `print("%s" % data)` writes it. */
const ESCAPED: Record<number, string> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r', 0x5c: '\\\\' };
const bytes = (text: string) =>
  `b'${[...Buffer.from(text)]
    .map(
      (b) =>
        ESCAPED[b] ?? (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16)}`),
    )
    .join('')}'`;

const head = (nonce: string, body: string, version = '1.1') =>
  [
    `> POST /api/v1/payments/query HTTP/${version}`,
    'Host: api.example',
    'content-type: application/json',
    'x-merchantid: M100001',
    'x-timestamp: 1732700000',
    `x-nonce: ${nonce}`,
    `x-sign: ${sign(nonce, body)}`,
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    '',
  ].join('\r\n');

describe('libcurl verbose output', () => {
  it('reads an HTTP/2 head and the body a program logged before it', () => {
    const paste = `[2026-11-27 10:00:00] sending ${BODY}\n* ALPN: server accepted h2\n${head('n-h2', BODY, '2')}< HTTP/2 200\n< content-type: application/json\n< \n* Connection #0 left intact\n`;
    const intake = intakeOrThrow(parseIntake(paste));
    expect(intake.format).toBe('libcurl-verbose');
    expect(intake.fields).toMatchObject({
      nonce: 'n-h2',
      rawBody: BODY,
      receivedSign: sign('n-h2', BODY),
    });
  });

  it('gives each request of a log (a retry) its reading, and the signature picks the signed one', async () => {
    const retried = '{"merchant_order_no":"ORD-€9","note":"retry"}';
    const first = head('n-first', BODY).replace(sign('n-first', BODY), sign('n-first', '{}'));
    const paste = `${first}< HTTP/1.1 502 Bad Gateway\r\n< \r\n* Closing connection 0\nbody=${BODY}\n${head('n-retry', retried)}< HTTP/1.1 200 OK\r\n< \r\nbody=${retried}\n`;
    const intake = intakeOrThrow(parseIntake(paste));
    const readings = intake.readings ?? [];
    const read = (nonce: string, body: string) =>
      readings.some(
        (r) =>
          r.format === 'libcurl-verbose' && r.fields.nonce === nonce && r.fields.rawBody === body,
      );
    expect(read('n-first', BODY) && read('n-retry', retried)).toBe(true);
    const decision = await decideReading(readings, SECRET);
    expect(readings[decision?.index ?? -1]?.fields.nonce).toBe('n-retry');
  });

  it('takes a printed JSON whose size is not the Content-Length only with a warning', () => {
    const printed = '{"merchant_order_no": "ORD-€9", "note": "x"}';
    const intake = intakeOrThrow(
      parseIntake(`${head('n-size', BODY)}< HTTP/1.1 200 OK\r\n< \r\nSent ${printed}\n`),
    );
    expect(intake.fields.rawBody).toBe(printed);
    expect(intake.warnings.join(' ')).toMatch(
      /are not the \d+ the request's Content-Length declares/,
    );
  });

  it("reads pycurl's DEBUGFUNCTION printed as its docs' example prints it: type and bytes repr", () => {
    const nonce = 'n-pycurl';
    const paste = [
      [0, '  Trying 127.0.0.1:8080...\n'],
      [2, head(nonce, BODY).slice(2)],
      [4, BODY],
      [1, 'HTTP/1.1 200 OK\r\n'],
      [3, '{}'],
    ]
      .map(([type, text]) => `debug(${type}): ${bytes(text as string)}`)
      .join('\n');
    const intake = intakeOrThrow(parseIntake(paste));
    expect(intake.fields).toMatchObject({ nonce, rawBody: BODY, receivedSign: sign(nonce, BODY) });
  });

  it('offers the response side: the final head after a 100 Continue and the answer the program printed', () => {
    const answer = '{"code":0,"msg":"success"}';
    const response = [
      '< HTTP/1.1 100 Continue',
      '* We are completely uploaded and fine',
      '< HTTP/1.1 200 OK',
      '< Content-Type: application/json',
      '< X-MerchantID: M100001',
      '< X-Timestamp: 1732700000',
      '< X-Nonce: n-answer',
      `< X-Sign: ${sign('n-answer', answer)}`,
      `< Content-Length: ${Buffer.byteLength(answer)}`,
      '< ',
      '',
    ].join('\r\n');
    const paste = `${head('n-asked', BODY)}${response}Request body: ${BODY}\nResponse: ${answer}\n`;
    const request = intakeOrThrow(parseIntake(paste));
    expect(request).toMatchObject({ kind: 'request', sides: ['request', 'response'] });
    expect(request.fields.rawBody).toBe(BODY);
    const reply = intakeOrThrow(parseIntake(paste, { side: 'response' }));
    expect(reply).toMatchObject({ format: 'libcurl-verbose', kind: 'response', status: 200 });
    expect(reply.fields).toMatchObject({
      nonce: 'n-answer',
      rawBody: answer,
      receivedSign: sign('n-answer', answer),
    });
  });

  it('leaves a curl -v transcript, where every head line is marked, to its own reader', () => {
    const marked = head('n-cli', BODY)
      .split('\r\n')
      .map((line) => (line.startsWith('> ') ? line : `> ${line}`))
      .join('\r\n');
    const intake = intakeOrThrow(parseIntake(`${marked}< HTTP/1.1 200 OK\r\n< \r\n`));
    expect(intake.format).not.toBe('libcurl-verbose');
  });
});
