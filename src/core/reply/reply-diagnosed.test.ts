import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose, type DiagnosisInput } from '../diagnosis/index.ts';
import { preselectedLanguage, writeReply } from './reply.ts';

const TEST = 'sk_test_reply_diagnosed';
const sign = (payload: string) => createHmac('sha256', TEST).update(payload, 'utf8').digest('hex');

const base = {
  kind: 'request' as const,
  env: 'test' as const,
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'c0ffee00c0ffee00',
  secrets: { test: TEST },
};

describe('writeReply over a real diagnosis', () => {
  it('a python-requests millisecond case: Python preselected, the requests fix with data=', async () => {
    const rawBody = '{"merchant_order_no": "A-1"}';
    const input: DiagnosisInput = {
      ...base,
      rawBody,
      receivedSign: sign(`M100001\n1700000000123\nc0ffee00c0ffee00\n${rawBody}`),
      userAgent: 'python-requests/2.28.1',
    };
    const diagnosis = await diagnose(input);
    const language = preselectedLanguage(input, diagnosis, 'go');
    expect(language).toBe('python');
    const reply = writeReply(
      { ...input, url: 'http://127.0.0.1:9/api/v1/payments/query' },
      diagnosis,
      language,
    );
    expect(reply).toContain(
      'Your code signs the timestamp in milliseconds, but the X-Timestamp header carries seconds.',
    );
    expect(reply).toContain('import requests');
    expect(reply).toContain('data=BODY');
    expect(reply).toContain('"http://127.0.0.1:9"');
    expect(reply).toMatch(/first differ at byte 18/);
    expect(reply).not.toContain(TEST);
  });

  it('an axios re-serialized body: Node.js preselected, the axios fix sending the string', async () => {
    const order = { merchant_order_no: 'A-2', trans_amount: { currency: 'USD', value: '1.00' } };
    const rawBody = JSON.stringify(order);
    const signedBody = JSON.stringify(order, null, 2);
    const input: DiagnosisInput = {
      ...base,
      rawBody,
      receivedSign: sign(`M100001\n1700000000\nc0ffee00c0ffee00\n${signedBody}`),
      userAgent: 'axios/1.16.0',
    };
    const diagnosis = await diagnose(input);
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found?.causes).toEqual([
      'BODY_REFORMATTED',
    ]);
    const language = preselectedLanguage(input, diagnosis, 'python');
    expect(language).toBe('node');
    const reply = writeReply(input, diagnosis, language);
    expect(reply).toContain("import axios from 'axios'");
    expect(reply).toContain('transformRequest: [(data) => data]');
    expect(reply).toContain('## The proof');
  });

  it('without a User-Agent or library mark, keeps the last choice', async () => {
    const rawBody = '{"merchant_order_no":"A-3"}';
    const input: DiagnosisInput = {
      ...base,
      rawBody,
      receivedSign: sign(`M100001\r\n1700000000\r\nc0ffee00c0ffee00\r\n${rawBody}`),
    };
    const diagnosis = await diagnose(input);
    expect(preselectedLanguage(input, diagnosis, 'java')).toBe('java');
  });
});
