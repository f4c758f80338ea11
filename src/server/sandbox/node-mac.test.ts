import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json' with { type: 'json' };
import { sign, stringToSignPieces } from '../../core/signing/signing.ts';
import { hmacOfPieces, signNode } from './node-mac.ts';

describe('the node:crypto MAC back end', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))(
    'gives the spec vector %s, as the WebCrypto back end does',
    async (_name, vector) => {
      const parts = {
        merchantId: vector.merchant_id,
        timestamp: vector.timestamp,
        nonce: vector.nonce,
        body: vector.raw_body,
      };
      expect(signNode(vector.secret, parts)).toBe(vector.sign);
      expect(await sign(vector.secret, parts)).toBe(vector.sign);
    },
  );

  it('keys with the UTF-8 bytes of a non-ASCII secret, as WebCrypto does', async () => {
    const secret = 'clé ☕';
    const parts = { merchantId: 'M1', timestamp: '1', nonce: 'n', body: '{"a":"é"}' };
    const data = new TextEncoder().encode('M1\n1\nn\n{"a":"é"}');
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, data));
    expect(hmacOfPieces(secret, stringToSignPieces(parts))).toEqual(expected);
  });
});
