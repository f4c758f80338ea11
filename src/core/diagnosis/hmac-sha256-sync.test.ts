import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { toHex, utf8 } from '../bytes.ts';
import { hmacKey, hmacSha256, sha256 } from './hmac-sha256-sync.ts';

describe('synchronous HMAC-SHA256', () => {
  it('signs the independent vectors of spec/signature-vectors.json', () => {
    for (const vector of vectors) {
      const mac = hmacSha256(hmacKey(utf8(vector.secret)), utf8(vector.sign_payload));
      expect(toHex(mac)).toBe(vector.sign);
    }
  });

  it('agrees with node:crypto for any key and message, across block boundaries', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 300 }),
        (key, message) => {
          const expected = createHmac('sha256', key).update(message).digest('hex');
          expect(toHex(hmacSha256(hmacKey(key), message))).toBe(expected);
          expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
        },
      ),
      { numRuns: 300 },
    );
  });
});
