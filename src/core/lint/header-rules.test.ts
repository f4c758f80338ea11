import { describe, expect, it } from 'vitest';
import { lintContentType, lintMerchantId, lintNonce } from './header-rules.ts';

const ids = (findings: { id: string }[]) => findings.map((f) => f.id);

describe('lintMerchantId (spec 5.1, 5.5)', () => {
  it.each(['M100001', 'M200777', '8800012345', 'MCH-2023-001', 'mch_1a2b3c4d'])(
    'accepts %s',
    (id) => {
      expect(lintMerchantId(id)).toEqual([]);
    },
  );

  it.each([
    ['shop@example.com', 'e-mail'],
    ['admin@shop', 'login'],
    ['Acme Shop 1', 'name'],
    ['acme_shop', 'name or login'],
    ['AcmeShop', 'name or login'],
    ['john.doe7', 'login'],
    ['咖啡店1', 'name'],
  ])('flags %s as looking like a %s', (id, what) => {
    const [finding] = lintMerchantId(id);
    expect(finding).toMatchObject({
      id: 'merchant-id-not-assigned',
      severity: 'warning',
      field: 'merchantId',
    });
    expect(finding?.message).toContain(what);
  });

  it('flags an empty ID, surrounding spaces, and notes a short bare number', () => {
    expect(lintMerchantId('')[0]).toMatchObject({ id: 'merchant-id-empty', severity: 'error' });
    expect(ids(lintMerchantId(' M100001'))).toEqual(['merchant-id-whitespace']);
    expect(lintMerchantId('42')[0]).toMatchObject({
      id: 'merchant-id-short-number',
      severity: 'info',
    });
  });
});

describe('lintNonce (spec 5.1, 8)', () => {
  it('accepts 16 to 32 characters', () => {
    expect(lintNonce('a'.repeat(16))).toEqual([]);
    expect(lintNonce('a'.repeat(32))).toEqual([]);
  });

  it('refuses an empty nonce and warns outside 16 to 32', () => {
    expect(lintNonce('')[0]).toMatchObject({
      id: 'nonce-empty',
      severity: 'error',
      field: 'nonce',
    });
    expect(lintNonce('   ')[0]?.id).toBe('nonce-empty');
    expect(lintNonce('abc')[0]).toMatchObject({ id: 'nonce-short', severity: 'warning' });
    expect(lintNonce('a'.repeat(33))[0]).toMatchObject({ id: 'nonce-long', severity: 'warning' });
  });
});

describe('lintContentType (spec 4, 5.1)', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset="UTF-8"',
  ])('accepts %s', (type) => {
    expect(lintContentType(type)).toEqual([]);
  });

  it('refuses other types, a missing one, and warns on a non-UTF-8 charset', () => {
    expect(lintContentType('application/x-www-form-urlencoded')[0]).toMatchObject({
      id: 'content-type-not-json',
      severity: 'error',
      field: 'contentType',
    });
    expect(lintContentType('')[0]?.message).toContain('missing');
    expect(ids(lintContentType('text/json'))).toEqual(['content-type-not-json']);
    expect(ids(lintContentType('application/json; charset=iso-8859-1'))).toEqual([
      'content-type-charset',
    ]);
  });

  it('warns on a parameter the sandbox would refuse', () => {
    expect(ids(lintContentType('application/json; version=2'))).toEqual([
      'content-type-parameters',
    ]);
  });
});
