// Chunked transfer coding (RFC 9112 7.1) undone only when the framing proves every byte; the
// truths are the bytes written out here, chunk by chunk, and node:crypto's HMAC.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { bodyArb, intakeOrThrow } from '../test-support.ts';
import { chunkBody, dechunk, undoChunked } from './chunked.ts';

const SECRET = 'sk_test_chunked';
const BODY = '{"merchant_order_no":"ORD-€1","note":"a \\"q\\" \\\\ b"}';
const sign = (body: string, ts = '1732700000', nonce = 'nc-1') =>
  createHmac('sha256', SECRET).update(`M100001\n${ts}\n${nonce}\n${body}`).digest('hex');
const head = (eol = '\r\n', ts = '1732700000', nonce = 'nc-1', body = BODY) =>
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    'X-MerchantID: M100001',
    `X-Timestamp: ${ts}`,
    `X-Nonce: ${nonce}`,
    `X-Sign: ${sign(body, ts, nonce)}`,
    'Transfer-Encoding: chunked',
  ].join(eol) +
  eol +
  eol;
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(data);
const hex = (text: string) => bytes(text).length.toString(16);

describe('dechunk', () => {
  it('joins any body cut into chunks of any size, and finds where the framing ends', () => {
    fc.assert(
      fc.property(bodyArb, fc.integer({ min: 1, max: 9 }), (body, piece) => {
        const framed = chunkBody(body, piece);
        const out = dechunk(bytes(`${framed}rest`))!;
        expect(text(out.content)).toBe(body);
        expect(out.end).toBe(bytes(framed).length);
      }),
    );
  });

  it('reads extensions, upper-case hex, bare LF framing and trailer fields', () => {
    const framed = `5;name="a b"\r\n{"a":\r\nA;ieof\n"€1234"}\n0\r\nX-Trace: 7f\r\n\r\n`;
    const out = dechunk(bytes(framed))!;
    expect(text(out.content)).toBe('{"a":"€1234"}');
    expect(out.trailers).toEqual(['X-Trace: 7f']);
  });

  it('refuses framing whose sizes do not fit the bytes, or that has no last chunk', () => {
    expect(dechunk(bytes('5\r\n{"a":1}\r\n0\r\n\r\n'))).toBeUndefined();
    expect(dechunk(bytes('7\r\n{"a":1}\r\n'))).toBeUndefined();
    expect(dechunk(bytes('zz\r\n{"a":1}\r\n0\r\n\r\n'))).toBeUndefined();
    expect(dechunk(bytes('{"a":1}'))).toBeUndefined();
  });
});

describe('a raw request with a chunked body', () => {
  it('reads as its content, and the note says the layer was undone exactly', () => {
    const pasted = `${head()}${hex(BODY.slice(0, 9))}\r\n${BODY.slice(0, 9)}\r\n${hex(BODY.slice(9))}\r\n${BODY.slice(9)}\r\n0\r\n\r\n`;
    const intake = intakeOrThrow(parseIntake(pasted));
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.fields.receivedSign).toBe(sign(BODY));
    expect(intake.restored).toContain(
      'Unwrapped: chunked transfer coding (Transfer-Encoding: chunked, the chunk-size lines); undone exactly.',
    );
    expect(intake.warnings.join(' ')).not.toMatch(/chunked transfer coding/);
  });

  it('a paste that turned CR LF into LF inside a chunk is not dechunked, and the page says why', () => {
    const body = '{\r\n"a": "b"\r\n}';
    const pasted = `${head()}${hex(body)}\r\n${body}\r\n0\r\n\r\n`.replace(/\r\n/g, '\n');
    expect(undoChunked(pasted)).toBeUndefined();
    const intake = intakeOrThrow(parseIntake(pasted));
    expect(intake.warnings.join(' ')).toMatch(/chunk sizes do not fit the bytes pasted/);
  });

  it('a chunked request followed by its response: the request ends with its last chunk', () => {
    const response = `HTTP/1.1 200 OK\r\nX-MerchantID: M100001\r\nX-Timestamp: 1732700001\r\nX-Nonce: nr-1\r\nX-Sign: ${sign('{"code":"0000"}', '1732700001', 'nr-1')}\r\nContent-Length: 15\r\n\r\n{"code":"0000"}`;
    const pasted = `${head()}${hex(BODY)}\r\n${BODY}\r\n0\r\n\r\n${response}`;
    const request = intakeOrThrow(parseIntake(pasted));
    expect(request.fields.rawBody).toBe(BODY);
    expect(request.sides).toEqual(['request', 'response']);
    const answer = intakeOrThrow(parseIntake(pasted, { side: 'response' }));
    expect(answer.fields).toMatchObject({ rawBody: '{"code":"0000"}', nonce: 'nr-1' });
  });

  it('trailer fields join the header block', () => {
    const pasted = `${head()}${hex(BODY)}\r\n${BODY}\r\n0\r\nX-Trace: 7f\r\n\r\n`;
    expect(undoChunked(pasted)).toBe(
      `${head()
        .replace('\r\nTransfer-Encoding: chunked', '')
        .replace(/\r\n\r\n$/, '')}\r\nX-Trace: 7f\r\n\r\n${BODY}`,
    );
  });
});
