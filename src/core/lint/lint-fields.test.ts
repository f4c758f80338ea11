import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { createFieldLint, lintFields } from './index.ts';

describe('lintFields', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('finds nothing in vector %s', (_name, v) => {
    const findings = lintFields({
      merchantId: v.merchant_id,
      timestamp: v.timestamp,
      nonce: v.nonce,
      rawBody: v.raw_body,
      contentType: 'application/json',
      nowMs: Number(v.timestamp) * 1000 + 42_000,
    });
    expect(findings).toEqual([]);
  });

  it('collects findings of every field in checklist order', () => {
    const findings = lintFields({
      merchantId: 'shop@example.com',
      timestamp: '1700000000000',
      nonce: '',
      rawBody: '{"merchantOrderNo":"A"}',
      contentType: 'text/plain',
      nowMs: 1_700_000_000_000,
    });
    expect(findings.map((f) => [f.field, f.id])).toEqual([
      ['merchantId', 'merchant-id-not-assigned'],
      ['body', 'body-camel-case-key'],
      ['timestamp', 'timestamp-milliseconds'],
      ['nonce', 'nonce-empty'],
      ['contentType', 'content-type-not-json'],
    ]);
  });

  it('skips the content type when it is not given, and honours the clock window', () => {
    const input = {
      merchantId: 'M1',
      timestamp: '1700000600',
      nonce: 'n'.repeat(16),
      rawBody: '{}',
    };
    expect(lintFields({ ...input, nowMs: 1_700_000_000_000 }).map((f) => f.id)).toEqual([
      'timestamp-clock-drift',
    ]);
    expect(lintFields({ ...input, nowMs: 1_700_000_000_000, clockWindowSeconds: 900 })).toEqual([]);
  });
});

describe('createFieldLint', () => {
  const fields = {
    merchantId: 'M100001',
    timestamp: '1700000000',
    nonce: 'n',
    rawBody: '\uFEFF{"merchantOrderNo":"ORD-1"}\r\n',
    contentType: 'text/plain',
  };

  it('finds what lintFields finds, as the clock moves and the body changes', () => {
    const lint = createFieldLint();
    for (const [nowMs, rawBody] of [
      [1_700_000_000_000, fields.rawBody],
      [1_700_000_400_000, fields.rawBody],
      [1_700_000_400_000, '{"merchant_order_no":"ORD-1"}'],
      [1_700_000_001_000, ''],
    ] as const) {
      const input = { ...fields, rawBody, nowMs };
      expect(lint(input)).toEqual(lintFields(input));
    }
  });
});
