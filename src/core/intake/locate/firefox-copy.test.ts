// Firefox DevTools "Copy Request Headers" and then "Copy POST Data", pasted one after the other.
// What each copies is written out below from Firefox's netmonitor source (mozilla/gecko-dev,
// stored commit 05f15431c964): RequestListContextMenu.js's copyRequestHeaders takes
// request-utils.js's getRequestHeadersRawText ("METHOD path HTTP/x" and "Name: value" lines
// joined by CR LF, then trim()) and, off Windows, removes every CR; copyPostData copies
// requestPostData.postData.text (a JSON body has no form sections) and, off Windows, removes
// every CR too. Every truth is node:crypto's HMAC.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { pasteMistakes } from '../../diagnosis/families/paste-artifacts.ts';
import type { Intake } from '../types.ts';

type Os = 'WINNT' | 'Linux' | 'Darwin';

/** request-utils.js writeHeaderText + getRequestHeadersRawText, then copyRequestHeaders. */
function copyRequestHeaders(headers: Array<[string, string]>, os: Os): string {
  const pre = 'POST /api/v1/payments/query HTTP/1.1';
  let text = `${pre}\r\n${headers.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n`.trim();
  if (os !== 'WINNT') text = text.replace(/\r/g, '');
  return text;
}

/** copyPostData's fall-back to the raw payload (no urlencoded form sections). */
const copyPostData = (text: string, os: Os) => (os !== 'WINNT' ? text.replace(/\r/g, '') : text);

const SECRET = 'test_sk_4f9a2c7e1b3d';
const M = 'M100001';
const T = '1764000000';
const N = 'nonce-firefox-8d2e4a6c';
const sign = (body: string) =>
  createHmac('sha256', SECRET).update(`${M}\n${T}\n${N}\n${body}`).digest('hex');

/** The request headers Firefox lists for a page's fetch POST, in its order. */
const headersFor = (body: string): Array<[string, string]> => [
  ['Host', 'api.example.com'],
  ['User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
  ['Accept', '*/*'],
  ['Accept-Language', 'en-US,en;q=0.5'],
  ['Accept-Encoding', 'gzip, deflate, br, zstd'],
  ['Referer', 'https://shop.example.com/checkout'],
  ['Content-Type', 'application/json'],
  ['X-MerchantID', M],
  ['X-Timestamp', T],
  ['X-Nonce', N],
  ['X-Sign', sign(body)],
  ['Content-Length', String(Buffer.byteLength(body, 'utf8'))],
  ['Origin', 'https://shop.example.com'],
  ['Connection', 'keep-alive'],
  ['Sec-Fetch-Mode', 'cors'],
];

function read(text: string): Intake {
  const result = parseIntake(text);
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

const ONE_LINE = '{"merchant_order_no":"ORD-20261125-0042","note":"café"}';

describe('Firefox "Copy Request Headers" then "Copy POST Data"', () => {
  const cases: Array<[Os, string, string]> = [
    ['Linux', '\n', 'one line feed between (Enter pressed after the first paste)'],
    ['Linux', '\n\n', 'a blank line between'],
    ['WINNT', '\r\n', 'CR LF, one line break between'],
    ['WINNT', '\r\n\r\n', 'CR LF, a blank line between'],
  ];
  for (const [os, between, what] of cases) {
    it(`${os}: ${what}`, () => {
      const paste =
        copyRequestHeaders(headersFor(ONE_LINE), os) + between + copyPostData(ONE_LINE, os);
      const intake = read(paste);
      expect(intake.kind).toBe('request');
      expect(intake.method).toBe('POST');
      expect(intake.fields).toMatchObject({ merchantId: M, timestamp: T, nonce: N });
      expect(intake.fields.receivedSign).toBe(sign(ONE_LINE));
      expect(intake.fields.rawBody).toBe(ONE_LINE);
    });
  }

  it('a pretty body sent with CR LF, copied on macOS (CRs removed): said, and the search signs it', () => {
    const body = '{\r\n  "merchant_order_no": "ORD-1",\r\n  "amount": "10.00"\r\n}';
    const paste = `${copyRequestHeaders(headersFor(body), 'Darwin')}\n${copyPostData(body, 'Darwin')}`;
    const intake = read(paste);
    expect(intake.fields.rawBody).toBe(body.replace(/\r/g, ''));
    expect(intake.suspectedArtifacts).toContain('crlf-to-lf');
    const tried = pasteMistakes(intake.fields.rawBody, intake.suspectedArtifacts).map(
      (m) => m.body,
    );
    expect(tried.map(sign)).toContain(intake.fields.receivedSign);
  });

  it('a pretty LF body and a line break the ticket added after it: cut at Content-Length', () => {
    const body = '{\n  "merchant_order_no": "ORD-1",\n  "amount": "10.00"\n}';
    const paste = `${copyRequestHeaders(headersFor(body), 'Linux')}\n\n${copyPostData(body, 'Linux')}\n`;
    const intake = read(paste);
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.fields.receivedSign).toBe(sign(body));
    expect(intake.restored?.join(' ')).toMatch(/Content-Length/);
  });
});

describe('a body that does not start with { or [', () => {
  it('Firefox copies pasted with one line feed between: Content-Length finds where the body starts', () => {
    const body = 'merchant_order_no=ORD-1&amount=10.00';
    const headers = headersFor(body).map(([n, v]): [string, string] =>
      n === 'Content-Type' ? [n, 'text/plain;charset=UTF-8'] : [n, v],
    );
    const intake = read(`${copyRequestHeaders(headers, 'Linux')}\n${copyPostData(body, 'Linux')}`);
    expect(intake.fields.rawBody).toBe(body);
    expect(intake.fields.receivedSign).toBe(sign(body));
    expect(intake.warnings.join(' ')).toMatch(/No empty line separates/);
  });

  it('a line that is not a header and not where Content-Length puts the body is still ignored', () => {
    const body = 'merchant_order_no=ORD-1';
    const paste = `${copyRequestHeaders(headersFor(body), 'Linux')}\nnot a header\n${body}`;
    const intake = read(paste);
    expect(intake.warnings.join(' ')).toMatch(
      /Ignored a line that is not a header: "not a header"/,
    );
  });
});
