import { describe, expect, it } from 'vitest';
import type { SentCall } from './history-entry.ts';
import { buildHistoryEntry, entryOrderNumbers, overCap, searchHistory } from './history-entry.ts';

const call = (over: Partial<SentCall> = {}): SentCall => ({
  env: 'test',
  url: 'http://127.0.0.1/sandbox/api/v1/payments/query',
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'nonce-0123456789abcd',
  body: '{"merchant_order_no":"ORD-1"}',
  sign: 'a'.repeat(64),
  status: 200,
  statusText: 'OK',
  headers: [
    ['content-type', 'application/json'],
    ['x-sign', 'b'.repeat(64)],
  ],
  rawBody: '{"code":0,"msg":"success","data":{"order_no":"SVC-9"}}',
  verdict: 'VERIFIED',
  ...over,
});

describe('buildHistoryEntry', () => {
  it('copies only the wire fields, whatever else the caller holds', () => {
    const secret = 'test_sk_should_never_be_kept';
    const withExtra = { ...call(), secret, secrets: { test: secret } } as SentCall;
    const entry = buildHistoryEntry(withExtra, 'id-1', 1234);
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(Object.keys(entry).sort()).toEqual([
      'env',
      'id',
      'request',
      'response',
      'sentAt',
      'url',
    ]);
    expect(entry.request).toEqual({
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'nonce-0123456789abcd',
      body: '{"merchant_order_no":"ORD-1"}',
      sign: 'a'.repeat(64),
    });
    expect(entry.sentAt).toBe(1234);
  });
});

describe('searchHistory', () => {
  const entries = [
    buildHistoryEntry(call(), '1', 1),
    buildHistoryEntry(
      call({
        merchantId: 'M200777',
        body: '{"merchant_order_no":"ZZ-42"}',
        status: 401,
        rawBody: '{"code":1003,"msg":"x","data":null}',
        verdict: 'UNTRUSTED',
        sign: 'c'.repeat(64),
      }),
      '2',
      2,
    ),
  ];
  const ids = (query: string) => searchHistory(entries, query).map((e) => e.id);

  it('finds by merchant, order number, status, code and sign', () => {
    expect(ids('')).toEqual(['1', '2']);
    expect(ids('m200777')).toEqual(['2']);
    expect(ids('ord-1')).toEqual(['1']);
    expect(ids('SVC-9')).toEqual(['1']);
    expect(ids('401')).toEqual(['2']);
    expect(ids('1003')).toEqual(['2']);
    expect(ids('untrusted')).toEqual(['2']);
    expect(ids('cccccccc')).toEqual(['2']);
    expect(ids('bbbbbbbb')).toEqual(['1', '2']);
  });

  it('names the order numbers only, never the envelope code', () => {
    const queried = buildHistoryEntry(
      call({ body: '{"order_no":"SVC-7"}', rawBody: '{"code":2004,"msg":"x","data":null}' }),
      '3',
      3,
    );
    expect(entryOrderNumbers(queried)).toEqual(['SVC-7']);
    const refused = buildHistoryEntry(
      call({ body: '{}', rawBody: '{"code":1003,"msg":"x","data":null}' }),
      '4',
      4,
    );
    expect(entryOrderNumbers(refused)).toEqual([]);
    expect(searchHistory([refused], '1003')).toHaveLength(1);
  });

  it('needs every word to match', () => {
    expect(ids('M100001 401')).toEqual([]);
    expect(ids('M100001 200')).toEqual(['1']);
  });
});

describe('overCap', () => {
  it('drops the oldest beyond the cap', () => {
    const entries = [5, 1, 4, 2, 3].map((t) => buildHistoryEntry(call(), `t${t}`, t));
    expect(overCap(entries, 3).sort()).toEqual(['t1', 't2']);
    expect(overCap(entries, 10)).toEqual([]);
  });
});
