import fc from 'fast-check';
import { createSHA256 } from 'hash-wasm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { createLiveSigner as liveSigner } from './live-sign.ts';
import { hashWasmSha256, type ResumableSha256 } from './resumable-mac.ts';
import { applied, edit, longText } from '../test-support.ts';

const nodeSign = (secret: string, m: string, t: string, n: string, body: string) =>
  createHmac('sha256', secret).update(`${m}\n${t}\n${n}\n${body}`, 'utf8').digest('hex');

const wasm = hashWasmSha256(await createSHA256());
const backEnds: [string, () => ResumableSha256 | null][] = [
  ['noble', () => null],
  ['a resumable SHA-256 (hash-wasm)', () => wasm],
];

describe.each(backEnds)('createLiveSigner on %s', (_, fastSha256) => {
  const createLiveSigner = () => liveSigner(fastSha256);

  it('gives each vector its sign', () => {
    const sign = createLiveSigner();
    for (const vector of vectors) {
      const { merchant_id: merchantId, timestamp, nonce, raw_body: body } = vector;
      expect(sign(vector.secret, { merchantId, timestamp, nonce, body })).toBe(vector.sign);
    }
  });

  it('signs every version of an edited body as createHmac signs it whole', () => {
    fc.assert(
      fc.property(longText, fc.array(edit, { maxLength: 8 }), (start, edits) => {
        const sign = createLiveSigner();
        let body = start;
        for (const change of [null, ...edits]) {
          if (change) body = applied(body, change);
          const parts = { merchantId: 'M100001', timestamp: '1700000000', nonce: 'n0nce', body };
          expect(sign('test_sk_4f9a2c7e1b3d', parts)).toBe(
            nodeSign('test_sk_4f9a2c7e1b3d', 'M100001', '1700000000', 'n0nce', body),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('starts over for a new secret or new signed parts, and keeps the body it had', () => {
    const sign = createLiveSigner();
    const body = `${'{"notes":"'.padEnd(50_000, 'x')}"}`;
    const parts = { merchantId: 'M1', timestamp: '1700000000', nonce: 'a', body };
    expect(sign('one', parts)).toBe(nodeSign('one', 'M1', '1700000000', 'a', body));
    expect(sign('two', parts)).toBe(nodeSign('two', 'M1', '1700000000', 'a', body));
    expect(sign('two', { ...parts, nonce: 'b' })).toBe(
      nodeSign('two', 'M1', '1700000000', 'b', body),
    );
    expect(sign('two', { ...parts, timestamp: '1700000001', body: `${body} ` })).toBe(
      nodeSign('two', 'M1', '1700000001', 'a', `${body} `),
    );
  });

  it('encodes a pair as one character where a checkpoint or an edit falls between its halves', () => {
    const sign = createLiveSigner();
    const parts = { merchantId: 'M1', timestamp: '1700000000', nonce: 'a' };
    // Lone high halves before pairs, so some checkpoint would fall inside a pair.
    const start = '\ud83d\ud800\udc00'.repeat(20_000);
    for (const body of [start, `${start}\ud83d`, `${start}\ud83d\ude00`, `${start}\ud83dx`]) {
      expect(sign('s', { ...parts, body })).toBe(nodeSign('s', 'M1', '1700000000', 'a', body));
    }
    // A lone high half ends the first 16,384 units; then the next unit becomes its low half.
    const lone = `${'x'.repeat(16_383)}\ud83dy${'z'.repeat(20_000)}`;
    const paired = lone.replace('\ud83dy', '\ud83d\ude00');
    for (const body of [lone, paired]) {
      expect(sign('s', { ...parts, body })).toBe(nodeSign('s', 'M1', '1700000000', 'a', body));
    }
  });
});

describe('createLiveSigner given a faster SHA-256 midway', () => {
  it('starts over on it, hashes with it from then on, and gives the same signs as before', () => {
    let fed = 0;
    const counted: ResumableSha256 = {
      ...wasm,
      update: (bytes) => {
        fed += bytes.length;
        wasm.update(bytes);
      },
    };
    let fast: ResumableSha256 | null = null;
    const sign = liveSigner(() => fast);
    const parts = { merchantId: 'M1', timestamp: '1700000000', nonce: 'a' };
    const body = `{"notes":"${'é'.repeat(40_000)}"}`;
    expect(sign('s', { ...parts, body })).toBe(nodeSign('s', 'M1', '1700000000', 'a', body));
    expect(fed).toBe(0);
    fast = counted;
    // An edit at the end: on the old checkpoints only its last run would be hashed again; the
    // new back end has none, so the whole string to sign goes through it.
    const edited = `${body} `;
    expect(sign('s', { ...parts, body: edited })).toBe(
      nodeSign('s', 'M1', '1700000000', 'a', edited),
    );
    expect(fed).toBeGreaterThan(Buffer.byteLength(edited));
    expect(sign('s', { ...parts, body })).toBe(nodeSign('s', 'M1', '1700000000', 'a', body));
  });
});
