import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from './detect.ts';
import { fieldsArb, intakeOrThrow, type SignedFields } from './test-support.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const expected = JSON.parse(fixture('curl-fixtures.json')) as {
  secret: string;
  request: { merchantId: string; timestamp: string; nonce: string; body: string };
  response: { merchantId: string; timestamp: string; nonce: string; body: string };
};
const hmac = (f: { merchantId: string; timestamp: string; nonce: string; body: string }) =>
  createHmac('sha256', expected.secret)
    .update(`${f.merchantId}\n${f.timestamp}\n${f.nonce}\n${f.body}`, 'utf8')
    .digest('hex');

/** The signed fields of a half as the intake must read them. */
const half = (f: typeof expected.request) => ({
  merchantId: f.merchantId,
  timestamp: f.timestamp,
  nonce: f.nonce,
  rawBody: f.body,
  receivedSign: hmac(f),
});

describe('curl -v transcripts captured from this machine\u2019s curl 7.88', () => {
  for (const name of ['curl-v-http1.txt', 'curl-v-http2.txt']) {
    it(`${name}: the response by default, its body cut by Content-Length and its sign verified`, () => {
      const intake = intakeOrThrow(parseIntake(fixture(name)));
      expect(intake.format).toBe('curl-transcript');
      expect(intake.kind).toBe('response');
      expect(intake.status).toBe(200);
      expect(intake.sides).toEqual(['request', 'response']);
      expect(intake.fields).toMatchObject(half(expected.response));
    });

    it(`${name}: the request when picked, without a body (-v does not print it)`, () => {
      const intake = intakeOrThrow(parseIntake(fixture(name), { side: 'request' }));
      expect(intake.kind).toBe('request');
      expect(intake.method).toBe('POST');
      expect(intake.url).toBe('/api/v1/payments/query');
      expect(intake.fields).toMatchObject({ ...half(expected.request), rawBody: '' });
      expect(intake.warnings.join(' ')).toContain('curl -v does not print the request body');
    });
  }

  it('takes the request body from the command pasted above the transcript', () => {
    const command = `$ curl -v -X POST http://127.0.0.1/api/v1/payments/query --data-raw '${expected.request.body}'\n`;
    const intake = intakeOrThrow(parseIntake(command + fixture('curl-v-http1.txt')));
    expect(intake.kind).toBe('request');
    expect(intake.fields).toMatchObject(half(expected.request));
  });

  it('cuts a body a terminal glued to the next info line and prompt', () => {
    const text = fixture('curl-v-http1.txt');
    const body = expected.response.body;
    const glued = text
      .replace(body, '')
      .replace(
        '* Connection #0 to host 127.0.0.1 left intact',
        `${body}* Connection #0 to host 127.0.0.1 left intact\n$ `,
      );
    expect(intakeOrThrow(parseIntake(glued)).fields.rawBody).toBe(body);
  });
});

describe('curl --trace-ascii transcripts captured from this machine\u2019s curl', () => {
  const text = fixture('curl-trace-ascii-http1.txt');

  it('shows the request body, so the request is read by default', () => {
    const intake = intakeOrThrow(parseIntake(text));
    expect(intake.kind).toBe('request');
    expect(intake.fields).toMatchObject(half(expected.request));
  });

  it('reads the response, its headers sent one block per line', () => {
    const intake = intakeOrThrow(parseIntake(text, { side: 'response' }));
    expect(intake.status).toBe(200);
    expect(intake.fields).toMatchObject(half(expected.response));
  });
});

/**
 * `curl -v` as curl 7.88 renders an exchange (lib/http.c, tool_cb_dbg.c): `> ` and `< ` header
 * lines ending in CR LF, `} [n bytes data]` for what was sent, info lines, and the response body
 * on standard output either glued before the last info line (a terminal) or after it (a pipe).
 */
function renderVerbose(req: SignedFields, res: SignedFields, glued: boolean): string {
  const length = Buffer.byteLength(res.rawBody, 'utf8');
  const auth = (f: SignedFields) => [
    `X-MerchantID: ${f.merchantId}`,
    `X-Timestamp: ${f.timestamp}`,
    `X-Nonce: ${f.nonce}`,
    `X-Sign: ${f.receivedSign}`,
  ];
  const out = [
    '*   Trying 127.0.0.1:8787...\n',
    '* Connected to 127.0.0.1 (127.0.0.1) port 8787 (#0)\n',
    ...['POST /api/v1/payments/query HTTP/1.1', 'Host: 127.0.0.1:8787', ...auth(req), ''].map(
      (line) => `> ${line}\r\n`,
    ),
    `} [${Buffer.byteLength(req.rawBody, 'utf8')} bytes data]\n`,
    ...[
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      ...auth(res),
      '',
    ].map((line) => `< ${line}\r\n`),
    `{ [${length} bytes data]\n`,
  ];
  const info = '* Connection #0 to host 127.0.0.1 left intact\n';
  return out.join('') + (glued ? res.rawBody + info : info + res.rawBody);
}

describe('curl -v round trip', () => {
  it('gives back the exact response body and fields, glued or not', () => {
    // A body whose first line looks like curl's own (`* `, `> `) cannot be told from it.
    const body = fieldsArb.filter((f) => !/^(?:[<>*] |[{}] \[)/.test(f.rawBody));
    fc.assert(
      fc.property(fieldsArb, body, fc.boolean(), (req, res, glued) => {
        const intake = intakeOrThrow(
          parseIntake(renderVerbose(req, res, glued), { side: 'response' }),
        );
        expect(intake.format).toBe('curl-transcript');
        expect(intake.fields).toMatchObject({
          merchantId: res.merchantId,
          timestamp: res.timestamp,
          nonce: res.nonce,
          receivedSign: res.receivedSign,
          rawBody: res.rawBody,
        });
      }),
    );
  });
});
