// Pastes for the families that no fixture in ../fixtures/programs covers (what real tools write
// is read back in programs.test.ts): a .http file, HTTP/2 pseudo-headers, a
// refusal, and what chats, tickets and mail do to a paste. Every truth is node:crypto's HMAC.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import type { Intake } from '../types.ts';
import { pasteMistakes } from '../../diagnosis/families/paste-artifacts.ts';
import { smartenQuotes } from '../unwrap/smart-quotes.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';
const M = 'M100001';
const T = '1764000000';
const N = 'nonce-7f3a9c2e4b1d6a80';
const BODY =
  '{"merchant_order_no":"ORD-20261125-0042","note":"café 5 = five, a long note that a mail client wraps"}';
const SIGN = createHmac('sha256', SECRET).update(`${M}\n${T}\n${N}\n${BODY}`).digest('hex');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function read(text: string, options = {}): Intake {
  const result = parseIntake(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

function expectCase(intake: Intake, body = BODY) {
  expect(intake.fields).toMatchObject({
    merchantId: M,
    timestamp: T,
    nonce: N,
    receivedSign: SIGN,
  });
  expect(intake.fields.rawBody).toBe(body);
}

const RAW = [
  'POST /api/v1/payments/query HTTP/1.1',
  'Host: api.example.com',
  'Content-Type: application/json',
  `Content-Length: ${bytes(BODY)}`,
  `X-MerchantID: ${M}`,
  `X-Timestamp: ${T}`,
  `X-Nonce: ${N}`,
  `X-Sign: ${SIGN}`,
  '',
  BODY,
].join('\r\n');

describe('tool copies', () => {
  it('a .http file request, its script block skipped and its @variables put in', () => {
    const file = `@merchant_id = ${M}\n\n{{@request\n  const crypto = require('crypto');\n}}\n\n###\n# @name query\nPOST {{base_url}}/api/v1/payments/query\nContent-Type: application/json\nX-MerchantID: {{merchant_id}}\nX-Timestamp: ${T}\nX-Nonce: ${N}\nX-Sign: ${SIGN}\n\n${BODY}\n\n###\n`;
    const intake = read(file);
    expect(intake.format).toBe('http-file');
    expectCase(intake);
    expect(intake.warnings.join(' ')).toMatch(/runs a script before each request/);
  });
});

describe('program prints and logs', () => {
  it('HTTP/2 pseudo-headers as DevTools copies them, then the body', () => {
    const paste = `:authority: api.example.com\n:method: POST\n:path: /api/v1/payments/query\n:scheme: https\ncontent-type: application/json\nx-merchantid: ${M}\nx-nonce: ${N}\nx-sign: ${SIGN}\nx-timestamp: ${T}\n\n${BODY}`;
    expectCase(read(paste));
  });

  it('.NET HttpRequestMessage.ToString() without the signed headers is refused, saying what is missing', () => {
    const paste =
      "Method: POST, RequestUri: 'https://api.example.com/api/v1/payments/query', Version: 1.1, Content: System.Net.Http.StringContent, Headers:\n{\n  traceparent: 00-abc-01\n  Content-Type: application/json; charset=utf-8\n}";
    const result = parseIntake(paste);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/none of the signed fields could be read.*no X-MerchantID/);
  });
});

describe('chat, ticket and mail damage', () => {
  it('a Markdown fence, a Jira block and HTML entities are unwrapped and said', () => {
    for (const paste of [
      `\`\`\`http\r\n${RAW}\r\n\`\`\``,
      `{noformat}\n${RAW}\n{noformat}`,
      RAW.replace(/"/g, '&quot;').replace(/\r\n/g, '<br>\n'),
    ]) {
      const intake = read(paste);
      expectCase(intake);
      expect(intake.restored?.[0]).toMatch(/^Unwrapped: /);
    }
  });

  it('an e-mail reply quoted with "> " around a quoted-printable part', () => {
    const qp = RAW.replace(/=/g, '=3D')
      .replace(/é/g, '=C3=A9')
      .replace(/(.{70})/g, '$1=\r\n');
    const quoted = qp
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const intake = read(quoted);
    expectCase(intake);
    expect(intake.restored?.filter((n) => n.startsWith('Unwrapped')).length).toBe(2);
  });

  it('smart quotes: a curl command is read with straight quotes and the note says so', () => {
    const curl = `curl -X POST https://api.example.com/api/v1/payments/query -H 'Content-Type: application/json' -H 'X-MerchantID: ${M}' -H 'X-Timestamp: ${T}' -H 'X-Nonce: ${N}' -H 'X-Sign: ${SIGN}' -d '${BODY}'`;
    const intake = read(smartenQuotes(curl));
    expectCase(intake);
    expect(intake.warnings[0]).toMatch(/smart quotes/);
  });

  it('smart quotes in a body: restored when Content-Length proves them, else handed to the search', () => {
    const proven = read(smartenQuotes(RAW.replace(BODY, '')) + smartenQuotes(BODY).slice(0));
    expect(proven.fields.rawBody).toBe(BODY);
    expect(proven.restored?.join(' ')).toMatch(/smart quotes.*Content-Length/);
    const unproven = read(
      RAW.replace(/Content-Length: \d+\r\n/, '').replace(BODY, smartenQuotes(BODY)),
    );
    expect(unproven.fields.rawBody).toBe(smartenQuotes(BODY));
    expect(unproven.suspectedArtifacts).toContain('smart-quotes');
  });

  it('an Outlook wrap that Content-Length proves is restored', () => {
    const wrapped = BODY.replace(', a long', ',\r\na long');
    const intake = read(RAW.replace(BODY, wrapped).replace(/\r\n(?=[^\r\n]*$)/, '\r\n'));
    expect(intake.fields.rawBody).toBe(BODY);
    expect(intake.restored?.join(' ')).toMatch(/mail client wrapped/);
  });

  it('an unproven mail wrap is handed to the search, which gets the original line back', () => {
    const long =
      '{"merchant_order_no": "ORD-20261125-0042", "note": "a note long enough that Outlook wraps it at a space", "x": 1}';
    const at = long.lastIndexOf(' ', 72);
    const wrapped = `${long.slice(0, at)}\n${long.slice(at + 1)}`;
    const headers = RAW.replace(/Content-Length: \d+\r\n/, '').replace(BODY, '');
    const intake = read(headers + wrapped);
    expect(intake.fields.rawBody).toBe(wrapped);
    expect(intake.suspectedArtifacts).toContain('mail-wrap');
    const bodies = pasteMistakes(intake.fields.rawBody, intake.suspectedArtifacts).map(
      (m) => m.body,
    );
    expect(bodies).toContain(long);
  });
});
