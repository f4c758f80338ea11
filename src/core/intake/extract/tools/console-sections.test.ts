// The Postman Console's copy of a call. Postman is closed source and is not on this machine, so
// this fixture is not captured from the app: it is built from the layout Postman's documentation
// ("Debug API requests": each network call lists its request line and status, then Request
// Headers, Request Body, Response Headers and Response Body) with the headers Postman's runtime
// adds (User-Agent: PostmanRuntime/7.x, Postman-Token, Content-Length), one `Name: value` line
// each. What the copy does with indentation or tabs was not observed; the reader takes either off
// the header lines and leaves the body as shown. Every truth is node:crypto's HMAC.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import type { Intake } from '../../types.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const M = 'M100001';
const T = '1764000000';
const N = 'nonce-postman-6a1c3e5b';
const sign = (body: string) =>
  createHmac('sha256', SECRET).update(`${M}\n${T}\n${N}\n${body}`).digest('hex');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

const BODY = '{"merchant_order_no":"ORD-20261125-0042","note":"café"}';
const RES = '{"code":0,"msg":"success","data":{"status":"PAID"}}';

function consoleCopy(body = BODY, eol = '\n', indent = ''): string {
  const lines = [
    'POST https://api.example.com/api/v1/payments/query',
    '200',
    '142 ms',
    'Network',
    'Request Headers',
    ...[
      'Content-Type: application/json',
      `X-MerchantID: ${M}`,
      `X-Timestamp: ${T}`,
      `X-Nonce: ${N}`,
      `X-Sign: ${sign(body)}`,
      'User-Agent: PostmanRuntime/7.43.0',
      'Accept: */*',
      'Postman-Token: 0c6f1a2e-8d3b-4b7a-9c1e-5f2d7a4b6e80',
      'Host: api.example.com',
      'Accept-Encoding: gzip, deflate, br',
      'Connection: keep-alive',
      `Content-Length: ${bytes(body)}`,
    ].map((line) => indent + line),
    'Request Body',
    body,
    'Response Headers',
    ...[
      'Content-Type: application/json',
      `X-MerchantID: ${M}`,
      `X-Timestamp: ${T}`,
      `X-Nonce: ${N}`,
      `X-Sign: ${sign(RES)}`,
      `Content-Length: ${bytes(RES)}`,
    ].map((line) => indent + line),
    'Response Body',
    RES,
  ];
  return lines.join(eol);
}

function read(text: string, options = {}): Intake {
  const result = parseIntake(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

describe('Postman Console text', () => {
  it('the request: its headers and its body, cut before the response, the response offered', () => {
    const intake = read(consoleCopy());
    expect(intake.format).toBe('console-sections');
    expect(intake.formatDetail).toBe('Postman Console');
    expect(intake.kind).toBe('request');
    expect(intake.method).toBe('POST');
    expect(intake.url).toBe('https://api.example.com/api/v1/payments/query');
    expect(intake.fields).toMatchObject({ merchantId: M, timestamp: T, nonce: N });
    expect(intake.fields.receivedSign).toBe(sign(BODY));
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.sides).toEqual(['request', 'response']);
    expect(intake.restored?.join(' ')).toMatch(/Content-Length \d+ says/);
  });

  it('the response side: its headers, its body and its status', () => {
    const intake = read(consoleCopy(), { side: 'response' });
    expect(intake.kind).toBe('response');
    expect(intake.status).toBe(200);
    expect(intake.fields.receivedSign).toBe(sign(RES));
    expect(intake.fields.rawBody).toBe(RES);
  });

  it('the status and time on the request line, as the collapsed entry shows them', () => {
    const paste = consoleCopy().replace('query\n200\n142 ms', 'query 401 142 ms');
    const intake = read(paste, { side: 'response' });
    expect(intake.status).toBe(401);
    expect(read(paste).url).toBe('https://api.example.com/api/v1/payments/query');
  });

  it('CR LF line ends and indented header lines read the same', () => {
    const intake = read(consoleCopy(BODY, '\r\n', '  '));
    expect(intake.fields.receivedSign).toBe(sign(BODY));
    expect(intake.fields.rawBody).toBe(BODY);
  });

  it('header lines copied from a key/value table as "Name<TAB>value" read the same', () => {
    const tabbed = consoleCopy().replace(/^([A-Za-z-]+): /gm, '$1\t');
    expect(tabbed).toContain(`X-Nonce\t${N}`);
    const intake = read(tabbed);
    expect(intake.fields.receivedSign).toBe(sign(BODY));
    expect(intake.fields.rawBody).toBe(BODY);
  });

  it('a pretty body with its own line breaks is kept whole up to Content-Length', () => {
    const body = '{\n  "merchant_order_no": "ORD-1",\n\n  "amount": "10.00"\n}\n';
    const intake = read(consoleCopy(body));
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.fields.receivedSign).toBe(sign(body));
  });

  it('no Content-Length shown: the body ends at the next title, a final line break only suspected', () => {
    const body = `${BODY}\n`;
    const paste = consoleCopy(body).replace(/^Content-Length: \d+\n/m, '');
    const intake = read(paste);
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.suspectedArtifacts).toContain('trailing-newline');
  });

  it('without the response sections: the request alone, no side to pick', () => {
    const paste = consoleCopy().split('\nResponse Headers')[0] as string;
    const intake = read(paste);
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.sides).toBeUndefined();
  });

  it('headers without any signed field are refused, saying what was found', () => {
    const paste = 'POST https://api.example.com/x\nRequest Headers\nAccept: */*\nRequest Body\n';
    const result = parseIntake(paste);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/API client console copy.*none of the signed fields/);
  });

  it('the console\u2019s raw view (the request and the response as HTTP text) is cut at Content-Length', () => {
    const head = (lines: string[]) => lines.join('\r\n');
    const paste = `${head([
      'POST /api/v1/payments/query HTTP/1.1',
      'Content-Type: application/json',
      `X-MerchantID: ${M}`,
      `X-Timestamp: ${T}`,
      `X-Nonce: ${N}`,
      `X-Sign: ${sign(BODY)}`,
      'User-Agent: PostmanRuntime/7.43.0',
      `Content-Length: ${bytes(BODY)}`,
    ])}\r\n\r\n${BODY}\r\n\r\n${head(['HTTP/1.1 200 OK', `X-Sign: ${sign(RES)}`, `Content-Length: ${bytes(RES)}`])}\r\n\r\n${RES}`;
    const intake = read(paste);
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.fields.receivedSign).toBe(sign(BODY));
    expect(intake.sides).toEqual(['request', 'response']);
  });
});
