import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { lintFields } from './index.ts';

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
