/**
 * The search credits the first candidate in catalogue order (spec 5.5: the first hit, every
 * time), whatever order its MACs' awaits finish in: an engine that answers the MACs of a batch
 * in reverse order of asking must not change which candidate is credited.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Mistake } from '../candidates.ts';
import { casesOver } from '../test-support.ts';
import type { MacAlgorithm } from '../received-sign.ts';
import { readReceivedSign } from '../received-sign.ts';
import type { MacEngine } from './mac-engine.ts';
import { createScan, scanAll } from './search-scan.ts';

const HASH: Record<MacAlgorithm, string> = {
  'HMAC-SHA256': 'sha256',
  'HMAC-SHA1': 'sha1',
  'HMAC-SHA512': 'sha512',
  'HMAC-SHA384': 'sha384',
  'HMAC-MD5': 'md5',
  'SHA-256': 'sha256',
};

/** Computes with node:crypto, and answers the MACs asked together in reverse order. */
function reversingEngine(): MacEngine {
  let count = 0;
  let pending: (() => void)[] = [];
  const release = () => {
    const now = pending;
    pending = [];
    for (const answer of now.reverse()) answer();
  };
  return {
    get count() {
      return count;
    },
    mac(algorithm, key, data) {
      count++;
      const value =
        algorithm === 'SHA-256'
          ? createHash('sha256').update(data()).digest()
          : createHmac(HASH[algorithm], key).update(data()).digest();
      return new Promise((resolve) => {
        if (pending.length === 0) setTimeout(release, 0);
        pending.push(() => resolve(new Uint8Array(value)));
      });
    },
  };
}

const parts = { merchantId: 'M100', timestamp: '1767225600', nonce: 'n-1', rawBody: '{"a":1}' };
const payload = [parts.merchantId, parts.timestamp, parts.nonce, parts.rawBody].join('\n');
// A key-independent sign: the plain SHA-256 of the correct string to sign, which every key
// mistake of a batch reproduces alike.
const plainDigest = createHash('sha256').update(payload, 'utf8').digest('hex');

const keyMistake = (label: string, secret: string): Mistake => ({
  dimension: 'secret',
  cause: 'SECRET_WHITESPACE',
  label,
  secret,
});

describe('the candidate a shared MAC is credited to', () => {
  it('is the first in catalogue order, though the later one is answered first', async () => {
    const input = casesOver(parts)(plainDigest);
    const first = keyMistake('first', 'first-key');
    const second = keyMistake('second', 'second-key');
    const scan = createScan(input, 'secret', reversingEngine(), { part: 0, parts: 1 });
    const hits = [];
    for await (const found of scanAll(
      scan,
      [[first], [second]],
      ['HMAC-SHA256', 'SHA-256'],
      readReceivedSign(plainDigest),
    )) {
      hits.push(found.hit);
    }
    expect(hits.map((hit) => hit.mistakes)).toEqual([[first]]);
    expect(hits[0]?.format).toEqual({ algorithm: 'SHA-256', encoding: 'hex-lower' });
  });
});
