import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareSign, MissingSecretError } from './index.ts';

const secret = 'test_sk_compare';
const base = {
  env: 'test' as const,
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  rawBody: '{"merchant_order_no":"ORD-1"}',
  secrets: { test: secret },
};
const expected = createHmac('sha256', secret)
  .update(`${base.merchantId}\n${base.timestamp}\n${base.nonce}\n${base.rawBody}`)
  .digest('hex');

describe('compareSign', () => {
  it('matches the lowercase hex sign of a request', async () => {
    expect(await compareSign({ ...base, kind: 'request', receivedSign: expected })).toEqual({
      verdict: 'MATCH',
      expectedSign: expected,
      notes: [],
    });
  });

  it('refuses an uppercase request sign but lowercases a webhook sign (spec 5.3)', async () => {
    const upper = expected.toUpperCase();
    expect(await compareSign({ ...base, kind: 'request', receivedSign: upper })).toMatchObject({
      verdict: 'MISMATCH',
      expectedSign: expected,
    });
    const webhook = await compareSign({ ...base, kind: 'webhook', receivedSign: upper });
    expect(webhook.verdict).toBe('MATCH');
    expect(webhook.notes.join(' ')).toMatch(/lowercased/);
  });

  it('reports a mismatch without searching (no found, no count)', async () => {
    const result = await compareSign({ ...base, kind: 'request', receivedSign: '0f'.repeat(32) });
    expect(result).toEqual({ verdict: 'MISMATCH', expectedSign: expected, notes: [] });
  });

  it('asks for the secret of the case environment', async () => {
    await expect(
      compareSign({ ...base, env: 'production', kind: 'request', receivedSign: expected }),
    ).rejects.toBeInstanceOf(MissingSecretError);
  });
});
