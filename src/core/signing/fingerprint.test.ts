import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';
import { keyFingerprint } from './fingerprint.ts';

const nodeFingerprint = (secret: string) => {
  const hex = createHmac('sha256', secret)
    .update('signing-console key fingerprint v1', 'ascii')
    .digest('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
};

describe('keyFingerprint', () => {
  it('is the first 8 hex of HMAC-SHA256 over the fixed text, as xxxx-xxxx', () => {
    const fingerprint = keyFingerprint(DEMO_MERCHANT.testSecret);
    expect(fingerprint).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}$/);
    expect(fingerprint).toBe(nodeFingerprint(DEMO_MERCHANT.testSecret));
  });

  it('agrees with Node for any secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (secret) => {
        expect(keyFingerprint(secret)).toBe(nodeFingerprint(secret));
      }),
      { numRuns: 200 },
    );
  });

  it('differs between secrets, even by a trailing space or line feed', () => {
    const secret = DEMO_MERCHANT.testSecret;
    const prints = [secret, `${secret} `, `${secret}\n`, DEMO_MERCHANT.productionSecret].map(
      keyFingerprint,
    );
    expect(new Set(prints).size).toBe(4);
  });

  it('does not contain the secret', () => {
    expect(keyFingerprint('abcd')).not.toContain('abcd');
  });
});
