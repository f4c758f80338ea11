// The intake families read from what real tools wrote (fixtures/families, captured by
// scripts/intake-fixtures/families.py; families.json names each tool and version), and from
// pastes written here to a tool's documented format where the tool does not run here. Each
// truth is computed here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';

const dir = new URL('../fixtures/families/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('families.json', dir), 'utf8')) as {
  secret: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
  fixtures: Array<{ file: string; tool: string; how: string }>;
};
const sign = createHmac('sha256', truth.secret)
  .update(`${truth.merchantId}\n${truth.timestamp}\n${truth.nonce}\n${truth.body}`)
  .digest('hex');

/** The bytes each tool sent: a here-document ends every line, its last too, with a line feed. */
const SENT: Record<string, string> = { 'bash-heredoc.txt': `${truth.body}\n` };

/**
 * A word quoted for the Microsoft C runtime ("Parsing C++ command-line arguments"): backslashes
 * before a quote doubled, the quote escaped, trailing ones doubled before the closing quote.
 */
const crtQuote = (word: string) =>
  `"${word.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1')}"`;

const expectRead = (text: string, body: string) => {
  const intake = intakeOrThrow(parseIntake(text));
  expect(intake.fields).toMatchObject({
    merchantId: truth.merchantId,
    timestamp: truth.timestamp,
    nonce: truth.nonce,
    receivedSign: sign,
    rawBody: body,
  });
  return intake;
};

describe('pastes captured from real tools', () => {
  it.for(truth.fixtures)('$file ($tool, $how)', ({ file }) => {
    expectRead(readFileSync(new URL(file, dir), 'utf8'), SENT[file] ?? truth.body);
  });
});

const H = {
  'X-MerchantID': truth.merchantId,
  'X-Timestamp': truth.timestamp,
  'X-Nonce': truth.nonce,
  'X-Sign': sign,
};
const raw = (eol: string) =>
  [
    'POST /api/v1/payments/query HTTP/1.1',
    'Content-Type: application/json',
    ...Object.entries(H).map(([k, v]) => `${k}: ${v}`),
    '',
    truth.body,
  ].join(eol);

describe('pastes written to a documented format', () => {
  it('kubectl logs --timestamps (RFC 3339 with nanoseconds, one space)', () => {
    const text = raw('\n')
      .split('\n')
      .map((line, n) => `2026-11-27T10:00:0${n % 10}.12345678${n % 10}Z ${line}`)
      .join('\n');
    expectRead(text, truth.body);
  });

  it("Docker's json-file driver, a line cut at 16 KiB into two pieces", () => {
    const line = `payment query ${JSON.stringify({ headers: H, body: truth.body, pad: 'x'.repeat(20_000) })}\n`;
    const pieces = [line.slice(0, 16_384), line.slice(16_384)];
    const text = pieces
      .map((log) => JSON.stringify({ log, stream: 'stdout', time: '2026-11-27T10:00:00.1Z' }))
      .join('\n');
    expectRead(text, truth.body);
  });

  it('journalctl, the message on continuation lines under the unit prefix', () => {
    const text = raw('\n')
      .split('\n')
      .map((line) => `Nov 27 10:00:00 shop-01 php-fpm[4120]: ${line}`)
      .join('\n');
    expectRead(text, truth.body);
  });

  it("a chat export's [date] Name: prefixes, prose around the message", () => {
    const text = [
      '[27/11/2026, 10:02:11] Alex Rivera: the merchant sees 401 on this one:',
      ...raw('\n')
        .split('\n')
        .map((line) => `[27/11/2026, 10:02:11] Alex Rivera: ${line}`),
      '[27/11/2026, 10:03:40] Sam Lee: looking',
    ].join('\n');
    expectRead(text, truth.body);
  });

  it('an e-mail with its own headers and an "Original Message" block, CR LF, a BOM', () => {
    const text = `\uFEFFFrom: merchant@example.com\r\nSubject: Re: signature fails\r\n\r\nSee below.\r\n\r\n-----Original Message-----\r\nFrom: ops@example.com\r\n\r\n${raw('\r\n')}\r\n\r\nRegards,\r\nOps`;
    expectRead(text, truth.body);
  });

  it('<details> around a fenced block (GitHub issue form)', () => {
    const text = `<details><summary>request</summary>\n\n\`\`\`http\n${raw('\n')}\n\`\`\`\n\n</details>`;
    expectRead(text, truth.body);
  });

  it('a batch file around curl.exe (@echo off, REM, chcp, %% for %)', () => {
    const text = [
      '@echo off',
      'REM payment query, signed by sign.ps1',
      'chcp 65001 >nul',
      `curl.exe -X POST https://sandbox.example/api/v1/payments/query?ref=a%%20b ${Object.entries(H)
        .map(([k, v]) => `-H "${k}: ${v}"`)
        .join(' ')} -H "Content-Type: application/json" --data-raw ${crtQuote(truth.body)}`,
    ].join('\r\n');
    expectRead(text, truth.body);
  });

  it('a PowerShell prompt before curl.exe', () => {
    const text = `PS C:\\shop> curl.exe -X POST https://sandbox.example/api/v1/payments/query ${Object.entries(
      H,
    )
      .map(([k, v]) => `-H "${k}: ${v}"`)
      .join(' ')} --data-raw '${truth.body}'`;
    expectRead(text, truth.body);
  });

  it('pino (a JSON line with req.headers and the body as an escaped string)', () => {
    const text = JSON.stringify({
      level: 30,
      time: 1732700000123,
      pid: 7,
      hostname: 'shop-01',
      req: { method: 'POST', url: '/api/v1/payments/query', headers: H },
      request_body: truth.body,
      msg: 'outbound',
    });
    expectRead(text, truth.body);
  });

  it('a request and its response in one log: the request read, its side said', () => {
    const text = `>>> request\n${raw('\n')}\n\n<<< response\nHTTP/1.1 401 Unauthorized\nContent-Type: application/json\n\n{"code":"SIGN_MISMATCH"}`;
    const intake = expectRead(text, truth.body);
    expect(intake.kind).toBe('request');
  });

  it('a log line that names a webhook sets the side to webhook', () => {
    const text = `2026-11-27 10:00:00 INFO webhook delivery failed X-MerchantID=${truth.merchantId} X-Timestamp=${truth.timestamp} X-Nonce=${truth.nonce} X-Sign=${sign} payload: ${truth.body}`;
    expect(expectRead(text, truth.body).kind).toBe('webhook');
  });
});
