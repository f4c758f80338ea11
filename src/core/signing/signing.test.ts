import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { fromHex, toHex, utf8 } from '../text/bytes.ts';
import { hmacSha256Hex, sign, signNow, stringToSignBytes } from './signing.ts';

const nodeHmacHex = (secret: string | Buffer, data: Uint8Array) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('signature vectors (computed independently with Python hmac)', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
    const parts = {
      merchantId: vector.merchant_id,
      timestamp: vector.timestamp,
      nonce: vector.nonce,
      body: vector.raw_body,
    };
    expect(new TextDecoder().decode(stringToSignBytes(parts))).toBe(vector.sign_payload);
    expect(await sign(vector.secret, parts)).toBe(vector.sign);
    expect(signNow(vector.secret, parts)).toBe(vector.sign);
  });
});

describe('RFC 4231 HMAC-SHA256 test cases', () => {
  const cases = [
    {
      key: '0b'.repeat(20),
      data: toHex(utf8('Hi There')),
      mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    },
    {
      key: toHex(utf8('Jefe')),
      data: toHex(utf8('what do ya want for nothing?')),
      mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
    {
      key: 'aa'.repeat(20),
      data: 'dd'.repeat(50),
      mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    },
  ];
  it.each(cases)('key $key', async ({ key, data, mac }) => {
    // Keys here are arbitrary bytes; the console's secrets are text, so check through Node too.
    const keyBytes = fromHex(key) as Uint8Array;
    expect(nodeHmacHex(Buffer.from(keyBytes), fromHex(data) as Uint8Array)).toBe(mac);
    const ascii = new TextDecoder('latin1').decode(keyBytes);
    if ([...keyBytes].every((byte) => byte < 0x80)) {
      expect(await hmacSha256Hex(ascii, fromHex(data) as Uint8Array)).toBe(mac);
    }
  });
});

describe('against Node crypto.createHmac', () => {
  const tricky = fc.constantFrom(
    '\r',
    '\r\n',
    '\uFEFF',
    '\u00A0',
    '\u200B',
    '😀',
    '\t',
    '\n',
    '{"a":1}',
  );
  const body = fc
    .array(fc.oneof(fc.string({ unit: 'binary' }), tricky), { maxLength: 8 })
    .map((xs) => xs.join(''));

  it('signs any Unicode body exactly as Node does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, unit: 'grapheme' }),
        fc.string(),
        fc.string({ unit: 'grapheme-ascii' }),
        fc.string({ minLength: 1 }),
        body,
        async (secret, merchantId, timestamp, nonce, rawBody) => {
          const payload = `${merchantId}\n${timestamp}\n${nonce}\n${rawBody}`;
          const expected = nodeHmacHex(secret, Buffer.from(payload, 'utf8'));
          const parts = { merchantId, timestamp, nonce, body: rawBody };
          expect(await sign(secret, parts)).toBe(expected);
          expect(signNow(secret, parts)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('signs a byte body over the bytes, not a re-decoded string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (bytes) => {
        const expected = createHmac('sha256', 'k')
          .update(Buffer.concat([Buffer.from('M\n1\nn\n'), Buffer.from(bytes)]))
          .digest('hex');
        const parts = { merchantId: 'M', timestamp: '1', nonce: 'n', body: bytes };
        expect(await sign('k', parts)).toBe(expected);
        expect(signNow('k', parts)).toBe(expected);
      }),
    );
  });
});

describe('the synchronous MAC at body sizes the editor holds', () => {
  it.each([0, 63, 64, 65, 2_000, 1_000_000])('signs a %i-byte body as Node does', (size) => {
    const body = 'é{"a":1}\r\n'.repeat(Math.ceil(size / 11)).slice(0, size);
    const parts = { merchantId: 'M100001', timestamp: '1700000000', nonce: 'n1', body };
    const payload = Buffer.from(`M100001\n1700000000\nn1\n${body}`, 'utf8');
    expect(signNow('bench_secret', parts)).toBe(nodeHmacHex('bench_secret', payload));
  });
});

describe('the imported-key cache', () => {
  it('signs with the key of each secret, through secrets taken and dropped in turn', async () => {
    const data = utf8('M1\n1700000000\nnonce\n{}');
    // More secrets than the cache holds, in an order that revisits dropped and kept ones.
    const secrets = Array.from({ length: 12 }, (_, i) => `secret-${i}`);
    for (const secret of [...secrets, ...secrets.reverse(), 'secret-3', 'secret-11']) {
      expect(await hmacSha256Hex(secret, data)).toBe(
        createHmac('sha256', secret).update(data).digest('hex'),
      );
    }
  });
});
