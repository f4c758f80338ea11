import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pinoRequestLine } from '../intake/test-support.ts';
import { mayBeMany, readMany } from './read-many.ts';

const SECRET = 'sk_batch_test';
const sign = (m: string, t: string, n: string, b: string) =>
  createHmac('sha256', SECRET).update(`${m}\n${t}\n${n}\n${b}`).digest('hex');

const body = (i: number) => `{"merchant_order_no":"ORD-${i}"}`;
const failureLog = (i: number) => ({
  merchant_id: 'M1',
  timestamp: String(1700000000 + i),
  nonce: `nonce-${i}`,
  raw_body: body(i),
  received_sign: sign('M1', String(1700000000 + i), `nonce-${i}`, body(i)),
});

function har(count: number) {
  const entries = Array.from({ length: count }, (_, i) => {
    const log = failureLog(i);
    const headers = [
      ['Content-Type', 'application/json'],
      ['X-MerchantID', log.merchant_id],
      ['X-Timestamp', log.timestamp],
      ['X-Nonce', log.nonce],
      ['X-Sign', log.received_sign],
      ['User-Agent', 'axios/1.16.0'],
    ].map(([name, value]) => ({ name, value }));
    return {
      request: {
        method: 'POST',
        url: 'https://api.example.com/api/v1/payments/query',
        headers,
        postData: { mimeType: 'application/json', text: log.raw_body },
      },
      response: { status: 200, headers: [], content: { size: 0, mimeType: 'text/plain' } },
    };
  });
  // An entry without a sign (a page's own asset) is skipped, not a row.
  entries.push({
    request: {
      method: 'GET',
      url: 'https://api.example.com/favicon.ico',
      headers: [],
      postData: { mimeType: 'text/plain', text: '' },
    },
    response: { status: 200, headers: [], content: { size: 0, mimeType: 'text/plain' } },
  });
  return JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries } });
}

describe('readMany', () => {
  it('reads every signed entry of a HAR, byte for byte, and skips the others', () => {
    const read = readMany(har(5))!;
    expect(read.format).toBe('HAR');
    expect(read.messages).toHaveLength(5);
    expect(read.skipped).toBe(1);
    const third = read.messages[2]!;
    expect(third).toMatchObject({
      index: 2,
      source: 'entry 3',
      merchantId: 'M1',
      timestamp: '1700000002',
      nonce: 'nonce-2',
      rawBody: body(2),
      userAgent: 'axios/1.16.0',
      url: 'https://api.example.com/api/v1/payments/query',
    });
    expect(third.receivedSign).toBe(sign('M1', '1700000002', 'nonce-2', body(2)));
  });

  it('reads JSON lines of failure logs', () => {
    const text = Array.from({ length: 4 }, (_, i) => JSON.stringify(failureLog(i))).join('\n');
    const read = readMany(text)!;
    expect(read.format).toBe('JSON lines');
    expect(read.messages.map((m) => m.nonce)).toEqual(['nonce-0', 'nonce-1', 'nonce-2', 'nonce-3']);
    expect(read.messages.map((m) => m.source)).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
  });

  it('reads pretty-printed failure logs one after another, braces in bodies included', () => {
    const logs = [failureLog(1), { ...failureLog(2), raw_body: '{"a":"}{"}' }];
    const text = logs.map((log) => JSON.stringify(log, null, 2)).join('\n\n');
    const read = readMany(text)!;
    expect(read.messages.map((m) => m.rawBody)).toEqual([body(1), '{"a":"}{"}']);
  });

  it('reads a JSON array of failure logs', () => {
    const read = readMany(JSON.stringify([failureLog(1), failureLog(2), failureLog(3)]))!;
    expect(read.messages).toHaveLength(3);
  });

  it("reads the sandbox's traffic export", () => {
    const entry = (i: number) => ({
      id: String(i),
      time: '2026-11-27T10:00:00Z',
      method: 'POST',
      path: '/api/v1/payments/query',
      merchantId: 'M1',
      timestamp: String(1700000000 + i),
      nonce: `nonce-${i}`,
      contentType: 'application/json',
      userAgent: 'python-requests/2.28.1',
      bodyBytes: body(i).length,
      body: body(i),
      bodyTruncated: false,
      receivedSign: 'ab'.repeat(32),
      status: 401,
      code: 1003,
      msg: 'signature verification failed',
      kind: 'api',
      diagnosis: null,
    });
    const read = readMany(JSON.stringify([entry(1), entry(2)]))!;
    expect(read.format).toBe('sandbox traffic export');
    expect(read.messages[1]).toMatchObject({
      nonce: 'nonce-2',
      userAgent: 'python-requests/2.28.1',
      responseCode: '1003',
    });
  });

  it('reads nginx access-log lines with bodies', () => {
    const line = (i: number) => {
      const log = failureLog(i);
      const escaped = log.raw_body.replaceAll('"', '\\x22');
      return `127.0.0.1 - - [27/Nov/2026:10:00:0${i} +0000] "POST /api/v1/payments/query HTTP/1.1" 401 mid=M1 ts=${log.timestamp} nonce=${log.nonce} sign=${log.received_sign} body="${escaped}"`;
    };
    const text = [line(1), line(2), line(3)].join('\n');
    expect(mayBeMany(text)).toBe(true);
    const read = readMany(text)!;
    expect(read.messages.map((m) => m.rawBody)).toEqual([body(1), body(2), body(3)]);
  });

  it("marks JSON log lines whose body is a parsed object as the logger's rewrite", () => {
    const line = (i: number) => {
      const log = failureLog(i);
      const headers = {
        'x-merchantid': 'M1',
        'x-timestamp': log.timestamp,
        'x-nonce': log.nonce,
        'x-sign': log.received_sign,
      };
      return pinoRequestLine(headers, JSON.parse(log.raw_body));
    };
    const read = readMany([line(1), line(2)].join('\n'))!;
    expect(read.messages.map((m) => [m.rawBody, m.bodyRewrittenBy])).toEqual([
      [body(1), 'logger'],
      [body(2), 'logger'],
    ]);
  });

  it('is no batch for a single case', () => {
    expect(readMany(JSON.stringify(failureLog(1)))).toBeNull();
    expect(readMany(har(1))).toBeNull();
    expect(mayBeMany(JSON.stringify(failureLog(1)))).toBe(false);
    expect(mayBeMany(har(1))).toBe(true);
    const raw = `POST /api/v1/payments/query HTTP/1.1\r\nX-MerchantID: M1\r\nX-Sign: ab\r\n\r\n{}`;
    expect(mayBeMany(raw)).toBe(false);
  });

  it('says what was read and what was not beyond the message limit', () => {
    const text = Array.from({ length: 7 }, (_, i) => JSON.stringify(failureLog(i))).join('\n');
    const read = readMany(text, { messages: 5, bytes: 1 << 20 })!;
    expect(read.messages).toHaveLength(5);
    expect(read.limitNote).toBe(
      'The batch reads 5 messages: the first 5 of 7 entries were read, the other 2 were not.',
    );
  });

  it('reads a line log up to the byte limit, and refuses a JSON document past it', () => {
    const lines = Array.from({ length: 10 }, (_, i) => JSON.stringify(failureLog(i)));
    const limit = lines.slice(0, 3).join('\n').length + 5;
    const read = readMany(lines.join('\n'), { messages: 100, bytes: limit })!;
    expect(read.messages).toHaveLength(3);
    expect(read.limitNote).toMatch(
      /^The paste is 0\.0 MB; the first 0\.0 MB .* was read, the rest was not\.$/,
    );
    const json = readMany(har(10), { messages: 100, bytes: 100 })!;
    expect(json.messages).toHaveLength(0);
    expect(json.limitNote).toContain('nothing was read');
  });
});
