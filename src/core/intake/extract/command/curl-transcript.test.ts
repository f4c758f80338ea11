import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import { fieldsArb, intakeOrThrow, type SignedFields } from '../../test-support.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8');
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

  it('reads curl --trace (hex) byte for byte, both halves', () => {
    const hex = fixture('curl-trace-http1.txt');
    expect(intakeOrThrow(parseIntake(hex)).fields).toMatchObject(half(expected.request));
    const response = intakeOrThrow(parseIntake(hex, { side: 'response' }));
    expect(response.fields).toMatchObject(half(expected.response));
  });

  it('says a dot may stand for another byte, but not a decimal point', () => {
    const intake = intakeOrThrow(parseIntake(text));
    expect(intake.warnings.join(' ')).not.toContain('--trace-ascii prints');
    const dotted = text.replace('"ORD-20231114-0001"}', '"ORD.20231114-0001"}');
    expect(intakeOrThrow(parseIntake(dotted)).warnings.join(' ')).toContain('--trace-ascii prints');
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

/**
 * curl's `--trace-ascii` dump (lib/../src/tool_cb_dbg.c `dump()` with nohex): 64 bytes a line,
 * each line prefixed with its offset in hex; a CR LF in the data ends a line and is not shown.
 */
function traceDump(label: string, text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  let out = `${label}, ${bytes.length} bytes (0x${bytes.length.toString(16)})\n`;
  for (let i = 0; i < bytes.length; i += 64) {
    out += `${i.toString(16).padStart(4, '0')}: `;
    for (let c = 0; c < 64 && i + c < bytes.length; c++) {
      if (i + c + 1 < bytes.length && bytes[i + c] === 0x0d && bytes[i + c + 1] === 0x0a) {
        i += c + 2 - 64;
        break;
      }
      const byte = bytes[i + c] as number;
      out += byte >= 0x20 && byte < 0x80 ? String.fromCharCode(byte) : '.';
      if (i + c + 2 < bytes.length && bytes[i + c + 1] === 0x0d && bytes[i + c + 2] === 0x0a) {
        i += c + 3 - 64;
        break;
      }
    }
    out += '\n';
  }
  return out;
}

describe('curl --trace-ascii round trip', () => {
  it('gives back a request body of printable text and CR LF line breaks exactly', () => {
    // --trace-ascii shows any other byte as ".", so only these bodies can come back exactly.
    const body = fc
      .array(fc.oneof(fc.stringMatching(/^[ -~]{0,80}$/), fc.constant('\r\n')), { maxLength: 8 })
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fieldsArb, body, (f, rawBody) => {
        const head = [
          'POST /api/v1/payments/query HTTP/1.1',
          `X-MerchantID: ${f.merchantId}`,
          `X-Timestamp: ${f.timestamp}`,
          `X-Nonce: ${f.nonce}`,
          `X-Sign: ${f.receivedSign}`,
          `Content-Length: ${rawBody.length}`,
          '',
          '',
        ].join('\r\n');
        const text =
          '== Info: Connected to 127.0.0.1 (127.0.0.1) port 8787 (#0)\n' +
          traceDump('=> Send header', head) +
          (rawBody === '' ? '' : traceDump('=> Send data', rawBody)) +
          traceDump('<= Recv header', 'HTTP/1.1 200 OK\r\n');
        const intake = intakeOrThrow(parseIntake(text));
        expect(intake.kind).toBe('request');
        expect(intake.fields).toMatchObject({
          merchantId: f.merchantId,
          nonce: f.nonce,
          receivedSign: f.receivedSign,
          rawBody,
        });
      }),
    );
  });
});
