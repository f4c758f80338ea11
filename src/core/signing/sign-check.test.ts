import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { checkSign, readSignShape } from './sign-check.ts';

// The expected MAC is computed here with node:crypto over the spec 5.2 payload, written out.
const nodeMac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest();

const KINDS: SignedKind[] = ['request', 'response', 'webhook'];

describe.each(vectors.map((v) => [v.name, v] as const))('vector %s', (_name, vector) => {
  const parts = {
    merchantId: vector.merchant_id,
    timestamp: vector.timestamp,
    nonce: vector.nonce,
    body: vector.raw_body,
  };
  const mac = nodeMac(vector.secret, vector.sign_payload);
  const check = (kind: SignedKind, received: string) =>
    checkSign(kind, vector.secret, parts, received);

  it('node:crypto agrees with the vector', () => {
    expect(mac.toString('hex')).toBe(vector.sign);
  });

  it.each(KINDS)(
    '%s: the lowercase hex sign verifies, surrounding whitespace ignored',
    async (kind) => {
      expect(await check(kind, ` ${vector.sign} `)).toEqual({
        ok: true,
        expected: vector.sign,
        caseNormalised: false,
      });
    },
  );

  it('request: uppercase or mixed-case hex is refused, saying whether the MAC is right', async () => {
    const upper = vector.sign.toUpperCase();
    expect(await check('request', upper)).toMatchObject({
      ok: false,
      reason: 'uppercase-hex',
      sameMac: true,
    });
    const mixed = `A${'0'.repeat(63)}`;
    expect(await check('request', mixed)).toMatchObject({
      reason: 'uppercase-hex',
      sameMac: false,
    });
  });

  it.each(['response', 'webhook'] as const)(
    '%s: uppercase hex is lowercased first (spec 5.3 rule 4)',
    async (kind) => {
      expect(await check(kind, vector.sign.toUpperCase())).toEqual({
        ok: true,
        expected: vector.sign,
        caseNormalised: true,
      });
      expect(await check(kind, `A${'0'.repeat(63)}`)).toMatchObject({ reason: 'mismatch' });
    },
  );

  it.each(KINDS)(
    '%s: base64 and base64url of the right MAC are refused as base64',
    async (kind) => {
      for (const text of [mac.toString('base64'), mac.toString('base64url')]) {
        expect(await check(kind, text)).toMatchObject({
          ok: false,
          reason: 'base64',
          sameMac: true,
        });
      }
      const other = nodeMac('other', vector.sign_payload).toString('base64');
      expect(await check(kind, other)).toMatchObject({ reason: 'base64', sameMac: false });
    },
  );

  it.each(KINDS)('%s: missing, wrong length, not hex, mismatch', async (kind) => {
    expect(await check(kind, '  ')).toMatchObject({ ok: false, reason: 'missing' });
    const md5 = createHash('md5').update(vector.sign_payload).digest('hex');
    expect(await check(kind, md5)).toMatchObject({ reason: 'wrong-length', hexLength: 32 });
    expect(await check(kind, `${vector.sign}00`)).toMatchObject({
      reason: 'wrong-length',
      hexLength: 66,
    });
    expect(await check(kind, 'not a sign!')).toMatchObject({ reason: 'not-hex' });
    const production = nodeMac('prod_sk_other', vector.sign_payload).toString('hex');
    expect(await check(kind, production)).toMatchObject({
      ok: false,
      reason: 'mismatch',
      expected: vector.sign,
    });
  });
});

describe('readSignShape', () => {
  it('reads hex by letter case, base64 by alphabet, and nothing else', () => {
    expect(readSignShape('')).toEqual({ form: 'empty' });
    expect(readSignShape('ab01')).toMatchObject({ form: 'hex', letterCase: 'lower' });
    expect(readSignShape('AB01')).toMatchObject({ form: 'hex', letterCase: 'upper' });
    expect(readSignShape('Ab01')).toMatchObject({ form: 'hex', letterCase: 'mixed' });
    expect(readSignShape('q83v/w==')).toMatchObject({ form: 'base64', url: false });
    expect(readSignShape('q83v_w')).toMatchObject({ form: 'base64', url: true });
    expect(readSignShape('q8+v_w')).toEqual({ form: 'other' });
    expect(readSignShape('not hex')).toEqual({ form: 'other' });
  });
});
