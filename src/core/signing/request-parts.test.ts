import { describe, expect, it } from 'vitest';
import { generateNonce, signedRequestHeaders, unixSeconds } from './request-parts.ts';

describe('unixSeconds', () => {
  it('turns milliseconds into whole seconds', () => {
    expect(unixSeconds(1_700_000_000_999)).toBe('1700000000');
  });
});

describe('generateNonce', () => {
  it('maps each random byte to one URL-safe character', () => {
    const bytes = Uint8Array.from({ length: 24 }, (_, i) => i * 11);
    const nonce = generateNonce(() => bytes);
    expect(nonce).toHaveLength(24);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(nonce.startsWith('ALW')).toBe(true);
  });

  it('uses cryptographic randomness by default, within 16 to 32 characters', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => generateNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce.length).toBeGreaterThanOrEqual(16);
  });
});

describe('signedRequestHeaders', () => {
  it('names the four headers exactly as spec 5.1 does', () => {
    expect(
      signedRequestHeaders({ merchantId: 'M1', timestamp: '1', nonce: 'n', sign: 's' }),
    ).toEqual({
      'Content-Type': 'application/json',
      'X-MerchantID': 'M1',
      'X-Timestamp': '1',
      'X-Nonce': 'n',
      'X-Sign': 's',
    });
  });
});
