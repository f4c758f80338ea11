// The proxies' own files (fixtures/proxies, written by scripts/intake-fixtures/proxy-files.py;
// proxies.json names each file's tool and how it was made): every side of every exchange reads
// as the message sent, and each received sign is checked against node:crypto's HMAC, never the
// product's.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../detect.ts';
import { intakeOrThrow } from '../../test-support.ts';
import type { HarSide } from '../../types.ts';

interface Part {
  timestamp: string;
  nonce: string;
  body: string;
}
const dir = new URL('../../fixtures/proxies/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('proxies.json', dir), 'utf8')) as {
  secret: string;
  merchantId: string;
  request: Part;
  second: Part;
  response: Part;
  fixtures: Array<{ file: string; tool: string; how: string }>;
};
const hmac = (part: Part) =>
  createHmac('sha256', truth.secret)
    .update(`${truth.merchantId}\n${part.timestamp}\n${part.nonce}\n${part.body}`)
    .digest('hex');

type Message = 'request' | 'second' | 'response';
interface Reading {
  message: Message;
  format: string;
  side?: HarSide;
  entryIndex?: number;
}

const raw = (message: Message = 'request'): Reading => ({ message, format: 'raw-http-request' });
const burp = (message: Message, side?: HarSide, entryIndex?: number): Reading => ({
  message,
  format: 'burp-xml',
  ...(side ? { side } : {}),
  ...(entryIndex === undefined ? {} : { entryIndex }),
});
const charles = (message: Message, side?: HarSide, entryIndex?: number): Reading => ({
  ...burp(message, side, entryIndex),
  format: 'charles-session',
});

/** What each fixture must read as: the side and exchange asked for, and the message it holds. */
const READS: Record<string, Reading[]> = {
  'curl-chunked.txt': [raw()],
  'python-chunked.txt': [raw()],
  'fiddler-raw-chunked-extensions.txt': [raw()],
  'fiddler-raw-chunked-response.txt': [
    { message: 'response', format: 'raw-http-response', side: 'response' },
  ],
  'curl-trace-chunked.txt': [
    { message: 'request', format: 'curl-transcript' },
    { message: 'response', format: 'curl-transcript', side: 'response' },
  ],
  'burp-one-item.xml': [burp('request'), burp('response', 'response')],
  'burp-several-items.xml': [
    burp('request'),
    burp('second', 'request', 2),
    burp('response', 'response', 1),
  ],
  'burp-not-base64-chunked.xml': [burp('request'), burp('response', 'response')],
  'charles-request-only.chlsj': [charles('request')],
  'charles-with-response.chlsj': [charles('request'), charles('response', 'response')],
  'charles-encoded-bodies.chlsj': [charles('second'), charles('request', 'request', 1)],
};

const cases = truth.fixtures.flatMap(({ file, tool }) =>
  (READS[file] ?? []).map((reading) => ({ file, tool, ...reading })),
);

describe('proxy files read as the message each exchange sent', () => {
  it('every fixture in the manifest has its readings listed, and every listed file exists', () => {
    expect(truth.fixtures.map((f) => f.file).sort()).toEqual(Object.keys(READS).sort());
  });

  it.for(cases)('$file ($tool): $message, side $side, exchange $entryIndex', (c) => {
    const text = readFileSync(new URL(c.file, dir), 'utf8');
    const options = {
      ...(c.side ? { side: c.side } : {}),
      ...(c.entryIndex === undefined ? {} : { entryIndex: c.entryIndex }),
    };
    const intake = intakeOrThrow(parseIntake(text, options));
    const part = truth[c.message];
    expect(intake.format).toBe(c.format);
    expect(intake.kind).toBe(c.side ?? 'request');
    expect(intake.fields).toMatchObject({
      merchantId: truth.merchantId,
      timestamp: part.timestamp,
      nonce: part.nonce,
      rawBody: part.body,
      receivedSign: hmac(part),
    });
  });
});

const read = (file: string) => readFileSync(new URL(file, dir), 'utf8');

describe('choosing the exchange and the side', () => {
  it('a Burp file of several items offers each; the first signed one is read, the others are readings', () => {
    const intake = intakeOrThrow(parseIntake(read('burp-several-items.xml')));
    expect(intake.entries?.map((e) => `${e.method} ${e.status}`)).toEqual([
      'GET 200',
      'POST 200',
      'POST 200',
    ]);
    expect(intake.entryIndex).toBe(1);
    expect(intake.sides).toEqual(['request', 'response']);
    // Numbered as the exchange list shows them, from 1: the second exchange is exchange 2.
    expect(intake.warnings.join(' ')).toMatch(/exchange 2 \(POST http:\/\/127\.0\.0\.1:\d+\/api/);
    const nonces = (intake.readings ?? []).map((r) => r.fields.nonce);
    expect(nonces).toEqual(expect.arrayContaining([truth.request.nonce, truth.second.nonce]));
  });

  it('an exchange the user picked is the answer: no other readings, and a missing one is refused', () => {
    const picked = intakeOrThrow(parseIntake(read('burp-several-items.xml'), { entryIndex: 2 }));
    expect(picked.readings).toBeUndefined();
    const missing = parseIntake(read('burp-several-items.xml'), { entryIndex: 7 });
    expect(missing).toEqual({ ok: false, error: expect.stringMatching(/no exchange 7/) });
  });

  it('a Charles transaction whose response never came says so when the response is asked for', () => {
    const result = parseIntake(read('charles-request-only.chlsj'), { side: 'response' });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/has no response/) });
    expect(intakeOrThrow(parseIntake(read('charles-request-only.chlsj'))).sides).toBeUndefined();
  });

  it('a response read from a Burp item keeps its status and its own signed fields', () => {
    const intake = intakeOrThrow(parseIntake(read('burp-one-item.xml'), { side: 'response' }));
    expect(intake.status).toBe(200);
    expect(intake.kind).toBe('response');
  });

  it('a Burp message not in base64 is read from its CDATA, its chunked body undone', () => {
    const intake = intakeOrThrow(parseIntake(read('burp-not-base64-chunked.xml')));
    expect(intake.restored?.join(' ')).toMatch(/chunked transfer coding/);
  });

  it('a Burp item pasted alone, with entities instead of CDATA, still reads', () => {
    const request = `POST /q HTTP/1.1\r\nX-MerchantID: ${truth.merchantId}\r\nX-Timestamp: ${truth.request.timestamp}\r\nX-Nonce: ${truth.request.nonce}\r\nX-Sign: ${hmac(truth.request)}\r\n\r\n${truth.request.body}`;
    const escaped = request.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    const item = `<item><time>t</time><url>http://127.0.0.1/q</url><method>POST</method><request base64="false">${escaped}</request><status></status></item>`;
    const intake = intakeOrThrow(parseIntake(item));
    expect(intake.format).toBe('burp-xml');
    expect(intake.fields.rawBody).toBe(truth.request.body);
  });
});

describe('what a saved body cannot prove', () => {
  const signedRequest = `POST /q HTTP/1.1\r\nX-MerchantID: ${truth.merchantId}\r\nX-Timestamp: ${truth.request.timestamp}\r\nX-Nonce: ${truth.request.nonce}\r\nX-Sign: ${hmac(truth.request)}\r\n\r\n`;

  it('a Burp message whose bytes are not UTF-8 says so, and a broken base64 is read as written', () => {
    const bytes = Buffer.concat([Buffer.from(signedRequest), Buffer.from([0x7b, 0xff, 0x7d])]);
    const item = (message: string) =>
      `<items burpVersion="2024.9.4"><item><url>u</url><request base64="true"><![CDATA[${message}]]></request></item></items>`;
    const latin = intakeOrThrow(parseIntake(item(bytes.toString('base64'))));
    expect(latin.warnings.join(' ')).toMatch(/request is not valid UTF-8/);
    const plain = intakeOrThrow(parseIntake(item(`${signedRequest}${truth.request.body}`)));
    expect(plain.warnings.join(' ')).toMatch(/marked base64 but is not valid base64/);
    expect(plain.fields.rawBody).toBe(truth.request.body);
  });

  it("a Charles body decoded from another charset, or whose size is not Charles's count, is flagged", () => {
    const session = JSON.parse(read('charles-with-response.chlsj')) as Array<{
      request: { sizes: { body: number }; body: { charset: string } };
    }>;
    session[0]!.request.body.charset = 'ISO-8859-1';
    session[0]!.request.sizes.body += 1;
    const warnings = intakeOrThrow(parseIntake(JSON.stringify(session))).warnings.join(' ');
    expect(warnings).toMatch(/decoded this request body as ISO-8859-1/);
    expect(warnings).toMatch(/Charles counted \d+ bytes in the request body/);
  });
});
