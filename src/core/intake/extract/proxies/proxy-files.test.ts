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
