import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { parseRawHttp, readStartLine } from './raw-http.ts';
import {
  expectedFields,
  fieldsArb,
  intakeOrThrow,
  rawRequest,
  rawResponse,
} from '../test-support.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

const intakeOf = (text: string) => intakeOrThrow(parseRawHttp(text));

const request = (eol: string, body = BODY, extra: string[] = []) =>
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: sandbox.example',
    'content-type: application/json',
    'x-merchantid: M100001',
    'X-TIMESTAMP: 1700000000',
    'X-Nonce:a1b2c3d4e5f6g7h8',
    'X-Sign:   abc  ',
    ...extra,
    '',
    body,
  ].join(eol);

describe('parseRawHttp', () => {
  it('reads a CR LF request: headers in any case, values trimmed, body exact', () => {
    const intake = intakeOf(request('\r\n'));
    expect(intake).toMatchObject({
      format: 'raw-http-request',
      kind: 'request',
      method: 'POST',
      url: '/api/v1/payments/query',
      fields: {
        merchantId: 'M100001',
        timestamp: '1700000000',
        nonce: 'a1b2c3d4e5f6g7h8',
        receivedSign: 'abc',
        contentType: 'application/json',
        rawBody: BODY,
      },
      warnings: [],
    });
    expect(intake.headers).toHaveLength(6);
  });

  it('reads a response and reports its status', () => {
    const intake = intakeOf('HTTP/1.1 200 OK\r\nX-Sign: s\r\n\r\n{"code":0}');
    expect(intake).toMatchObject({ format: 'raw-http-response', kind: 'response', status: 200 });
    expect(intake.fields.rawBody).toBe('{"code":0}');
  });

  it('warns that LF-only framing means the paste may have changed line endings', () => {
    const intake = intakeOf(request('\n'));
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.warnings.join()).toMatch(/LF only.*CR LF/);
  });

  it('keeps a trailing newline, CR, BOM and blank lines in the body', () => {
    const body = '\uFEFF{\r\n"a":1}\n\n';
    expect(intakeOf(request('\r\n', body)).fields.rawBody).toBe(body);
  });

  it.each([
    [`${BODY}\n`, BODY.length, /trailing newline was added/],
    [BODY.slice(0, -1), BODY.length, /trailing newline was lost/],
    ['{\n"a":1\n}', 11, /CR LF line endings in the body became LF/],
    ['{\r\n"a":1\r\n}', 9, /LF line endings became CR LF/],
  ])('explains a Content-Length mismatch for %j', (body, length, cause) => {
    const intake = intakeOf(request('\r\n', body, [`Content-Length: ${length}`]));
    const warning = intake.warnings.find((w) => w.startsWith('Content-Length'));
    expect(warning).toMatch(cause);
    expect(warning).toMatch(/drop the original file/);
  });

  it('counts Content-Length in UTF-8 bytes, not characters', () => {
    const body = '{"goods_name":"T恤😀"}';
    const length = Buffer.byteLength(body, 'utf8');
    expect(length).toBeGreaterThan(body.length);
    const intake = intakeOf(request('\r\n', body, [`Content-Length: ${length}`]));
    expect(intake.warnings).toEqual([]);
  });

  it('accepts a body that starts with { right after the headers, with a warning', () => {
    const intake = intakeOf(`POST /p HTTP/1.1\r\nX-Sign: s\r\n${BODY}`);
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.warnings.join()).toMatch(/No empty line/);
  });

  it('skips blank lines and a BOM before the start line', () => {
    expect(intakeOf(`\uFEFF\r\n${request('\r\n')}`).fields.rawBody).toBe(BODY);
  });

  it('warns about chunked bodies it cannot join and lines that are not headers', () => {
    const text =
      'HTTP/1.1 200 OK\r\nX-Nonce: n1\r\nTransfer-Encoding: chunked\r\noops\r\n\r\n5\r\nhello';
    // No last chunk: the reading keeps the body as pasted (restore/chunked-body.ts says why).
    expect(intakeOrThrow(parseIntake(text)).warnings.join()).toMatch(/chunk sizes do not fit/);
    expect(intakeOf(text).warnings.join()).toMatch(/Ignored a line.*oops/);
  });

  it('refuses a text whose first line is no start line', () => {
    expect(parseRawHttp('hello\r\n')).toMatchObject({
      ok: false,
      error: /neither an HTTP request line/,
    });
  });

  it('readStartLine knows request lines, version-less request lines and status lines', () => {
    expect(readStartLine('POST /a HTTP/1.1\r')).toEqual({
      type: 'request',
      method: 'POST',
      target: '/a',
    });
    expect(readStartLine('POST /a')).toEqual({ type: 'request', method: 'POST', target: '/a' });
    expect(readStartLine('HTTP/2 401')).toEqual({ type: 'response', status: 401 });
    expect(readStartLine('X-Sign: abc')).toBeUndefined();
  });
});

describe('parseRawHttp: property', () => {
  const eol = fc.constantFrom('\r\n', '\n');

  it('reads back any fields and exact body, request or response, with no false alarms on CR LF', () => {
    fc.assert(
      fc.property(fieldsArb, eol, fc.boolean(), (f, newline, isRequest) => {
        const intake = intakeOf(isRequest ? rawRequest(f, newline) : rawResponse(f, newline));
        expect(intake.fields).toEqual(expectedFields(f));
        expect(intake.kind).toBe(isRequest ? 'request' : 'response');
        if (newline === '\r\n') expect(intake.warnings).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
